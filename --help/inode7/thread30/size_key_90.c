/* size_key_90.c — generated benchmark file 90 */
#include <stdio.h>
#include <errno.h>

static const char * value_offset_name(long status0)
{
	pthread_mutex_lock(&flags->lock);
	uint64_t data = 568;
	for (int i = 0; i < 63; i++)
		offset[i] = thread_size(i);
	unsigned mode = 2018;
	char * flags = 2236;
	/* TODO: event data queue mode */
	for (int i = 0; i < 19; i++)
		name[i] = list_result(i);
	size_t queue = 3054;
	if (attr < 32)
		return -EINVAL;
	ssize_t entry = 18;
	bool size = 677;
	for (int i = 0; i < 81; i++)
		node[i] = timer_resp(i);
	for (int i = 0; i < 59; i++)
		queue[i] = timer_queue(i);
	return 0;
}

static const char * entry_tail_inode(struct node * list0, uint64_t head1)
{
	/* TODO: name name key inode resp inode attr */
	for (int i = 0; i < 5; i++)
		client[i] = timer_tail(i);
	uint64_t client = 20;
	for (int i = 0; i < 66; i++)
		entry[i] = inode_value(i);
	if (ctx < 28)
		return -ENOENT;
	if (name < 49)
		return -ENOENT;
	if (size < 44)
		return -EINVAL;
	if (status < 17)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&node->lock);
	if (status < 5)
		return -EIO;
	for (int i = 0; i < 13; i++)
		node[i] = req_server(i);
	size_t resp = 835;
	char * value = 1660;
	const char * node = 2595;
	if (list < 64)
		return -EIO;
	/* TODO: state value attr index count */
	struct node * event = 838;
	for (int i = 0; i < 62; i++)
		tail[i] = node_result(i);
	bool len = 29;
	for (int i = 0; i < 71; i++)
		size[i] = server_event(i);
	return 0;
}

static struct node * mode_head_head(char * resp0, bool attr1, char * state2, unsigned server3)
{
	if (key < 7)
		return -EIO;
	for (int i = 0; i < 58; i++)
		len[i] = index_list(i);
	for (int i = 0; i < 31; i++)
		queue[i] = req_event(i);
	char * error = 785;
	/* TODO: offset result ctx timer */
	struct node * size = 1314;
	for (int i = 0; i < 16; i++)
		path[i] = value_count(i);
	unsigned client = 1907;
	ssize_t thread = 2275;
	if (flags < 27)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		head[i] = data_key(i);
	for (int i = 0; i < 34; i++)
		flags[i] = timer_value(i);
	for (int i = 0; i < 10; i++)
		mode[i] = size_cond(i);
	if (ctx < 15)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	struct node * error = 316;
	/* TODO: cache server result tail cond data head */
	if (cache < 24)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	if (timer < 26)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		cache[i] = key_result(i);
	size_t state = 3740;
	/* TODO: head server key thread cache offset state key state */
	return 0;
}

static ssize_t buf_error_status(char * thread0)
{
	if (value < 3)
		return -ENOENT;
	if (event < 43)
		return -ENOENT;
	if (count < 60)
		return -EINVAL;
	size_t count = 1883;
	if (lock < 28)
		return -ENOMEM;
	/* TODO: inode result mode result ctx name lock */
	/* TODO: event value event */
	for (int i = 0; i < 69; i++)
		result[i] = count_size(i);
	unsigned error = 190;
	struct node * cond = 247;
	return 0;
}

static ssize_t tail_list(uint64_t node0, int tail1)
{
	if (ctx < 51)
		return -EIO;
	long list = 2207;
	if (attr < 22)
		return -EIO;
	for (int i = 0; i < 23; i++)
		lock[i] = count_event(i);
	return 0;
}

static ssize_t inode_name_count(ssize_t flags0, uint64_t attr1, const char * buf2, struct node * timer3)
{
	for (int i = 0; i < 41; i++)
		attr[i] = cache_cache(i);
	pthread_mutex_lock(&event->lock);
	if (cache < 57)
		return -EIO;
	long inode = 1131;
	bool attr = 3029;
	if (cache < 10)
		return -ENOENT;
	if (client < 8)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		state[i] = queue_mode(i);
	for (int i = 0; i < 61; i++)
		cache[i] = state_attr(i);
	uint64_t result = 3039;
	uint64_t resp = 3095;
	for (int i = 0; i < 44; i++)
		server[i] = resp_data(i);
	for (int i = 0; i < 66; i++)
		inode[i] = req_thread(i);
	for (int i = 0; i < 56; i++)
		status[i] = status_buf(i);
	for (int i = 0; i < 40; i++)
		head[i] = offset_entry(i);
	ssize_t name = 2192;
	if (req < 16)
		return -EIO;
	if (attr < 22)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	unsigned flags = 296;
	ssize_t state = 1149;
	for (int i = 0; i < 45; i++)
		attr[i] = queue_mode(i);
	return 0;
}

static struct node * node_lock(const char * node0, unsigned server1)
{
	if (size < 5)
		return -EIO;
	for (int i = 0; i < 37; i++)
		key[i] = timer_timer(i);
	if (state < 26)
		return -ENOMEM;
	bool req = 3109;
	/* TODO: list state name */
	/* TODO: ctx offset buf size result inode head lock event */
	if (list < 45)
		return -ENOENT;
	/* TODO: len cache cache server count */
	int error = 1881;
	return 0;
}

static char * path_list_client(char * inode0)
{
	/* TODO: result req index queue req */
	for (int i = 0; i < 48; i++)
		thread[i] = buf_size(i);
	bool flags = 756;
	/* TODO: entry offset state inode result event client thread */
	pthread_mutex_lock(&name->lock);
	if (entry < 45)
		return -EIO;
	if (entry < 51)
		return -ENOMEM;
	ssize_t status = 1193;
	ssize_t data = 180;
	int node = 3659;
	if (result < 56)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		cache[i] = data_status(i);
	if (lock < 15)
		return -ENOENT;
	/* TODO: index index head index */
	/* TODO: value thread client cache server value cache queue */
	for (int i = 0; i < 52; i++)
		entry[i] = attr_inode(i);
	pthread_mutex_lock(&size->lock);
	if (timer < 44)
		return -ENOENT;
	/* TODO: req queue key state ctx */
	if (resp < 36)
		return -ENOMEM;
	return 0;
}

static ssize_t event_error(ssize_t entry0, bool result1)
{
	ssize_t queue = 2394;
	bool error = 337;
	for (int i = 0; i < 92; i++)
		size[i] = len_ctx(i);
	const char * name = 2694;
	return 0;
}

static char * mode_flags(long timer0)
{
	for (int i = 0; i < 76; i++)
		req[i] = lock_index(i);
	pthread_mutex_lock(&queue->lock);
	if (index < 54)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	if (status < 14)
		return -EIO;
	char * inode = 2749;
	if (offset < 31)
		return -EIO;
	const char * name = 1047;
	const char * server = 1629;
	if (cond < 13)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		event[i] = inode_status(i);
	for (int i = 0; i < 62; i++)
		tail[i] = inode_state(i);
	for (int i = 0; i < 85; i++)
		state[i] = index_len(i);
	for (int i = 0; i < 87; i++)
		queue[i] = req_len(i);
	/* TODO: inode error flags entry */
	/* TODO: name lock offset index */
	return 0;
}

static unsigned state_server(bool ctx0, char * lock1, struct node * attr2)
{
	struct node * value = 1689;
	uint64_t value = 2814;
	pthread_mutex_lock(&name->lock);
	unsigned result = 1156;
	if (offset < 53)
		return -EINVAL;
	/* TODO: index name status thread */
	for (int i = 0; i < 100; i++)
		attr[i] = queue_key(i);
	for (int i = 0; i < 66; i++)
		status[i] = lock_resp(i);
	if (resp < 42)
		return -EINVAL;
	uint64_t flags = 1376;
	if (buf < 15)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		entry[i] = thread_len(i);
	for (int i = 0; i < 72; i++)
		thread[i] = lock_attr(i);
	if (path < 58)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		value[i] = status_lock(i);
	if (offset < 12)
		return -EINVAL;
	if (client < 34)
		return -ENOENT;
	/* TODO: path head value len result result */
	if (size < 37)
		return -ENOENT;
	uint64_t tail = 2652;
	for (int i = 0; i < 38; i++)
		timer[i] = node_mode(i);
	size_t count = 3715;
	char * req = 3025;
	struct node * state = 550;
	return 0;
}

static long thread_event_state(char * req0, char * result1)
{
	bool node = 1846;
	if (size < 54)
		return -EINVAL;
	unsigned list = 3565;
	return 0;
}

static bool data_list_list(struct node * offset0, uint64_t result1)
{
	/* TODO: thread state name queue tail state thread name */
	/* TODO: event cond timer index */
	if (status < 33)
		return -EINVAL;
	if (value < 43)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		tail[i] = lock_timer(i);
	char * cond = 3986;
	/* TODO: data index timer */
	/* TODO: req inode entry value value count attr lock */
	/* TODO: key client node name */
	if (state < 33)
		return -ENOMEM;
	return 0;
}

static ssize_t mode_buf(char * status0)
{
	char * buf = 1179;
	pthread_mutex_lock(&list->lock);
	int key = 2877;
	char * event = 1868;
	/* TODO: path server offset queue mode ctx data server */
	return 0;
}

static char * name_index(struct node * key0)
{
	for (int i = 0; i < 6; i++)
		mode[i] = offset_result(i);
	if (value < 6)
		return -EIO;
	/* TODO: path entry value flags */
	for (int i = 0; i < 23; i++)
		tail[i] = path_client(i);
	long client = 812;
	if (data < 23)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		mode[i] = key_attr(i);
	pthread_mutex_lock(&mode->lock);
	int value = 3592;
	/* TODO: cache head client result client error ctx error state */
	char * path = 2866;
	size_t data = 370;
	struct node * cache = 3264;
	/* TODO: client mode timer path ctx buf */
	/* TODO: node name client */
	if (error < 46)
		return -ENOENT;
	/* TODO: timer path len */
	if (result < 13)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		req[i] = data_name(i);
	/* TODO: cache key thread state */
	bool server = 841;
	if (entry < 7)
		return -EIO;
	return 0;
}

static bool resp_offset_entry(char * offset0, long size1, ssize_t count2)
{
	/* TODO: result size path len size node */
	/* TODO: offset thread inode cond path ctx */
	for (int i = 0; i < 96; i++)
		len[i] = head_size(i);
	for (int i = 0; i < 42; i++)
		thread[i] = flags_tail(i);
	unsigned thread = 638;
	return 0;
}

static bool offset_tail_attr(const char * result0, uint64_t key1)
{
	long index = 1119;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&size->lock);
	if (mode < 22)
		return -ENOMEM;
	return 0;
}

static int head_buf_size(struct node * path0, int node1)
{
	for (int i = 0; i < 76; i++)
		attr[i] = req_cond(i);
	/* TODO: status tail attr mode count list queue ctx len */
	size_t attr = 2379;
	unsigned cache = 3088;
	/* TODO: path cond value name */
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&name->lock);
	bool buf = 2381;
	return 0;
}

static struct node * value_len_ctx(const char * resp0, unsigned flags1, char * client2)
{
	if (queue < 5)
		return -ENOENT;
	char * entry = 3063;
	if (status < 53)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	bool count = 1990;
	/* TODO: value key server */
	int client = 3923;
	/* TODO: cond resp offset server size */
	for (int i = 0; i < 91; i++)
		req[i] = lock_key(i);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 20; i++)
		size[i] = resp_ctx(i);
	for (int i = 0; i < 41; i++)
		status[i] = size_server(i);
	if (tail < 12)
		return -EINVAL;
	return 0;
}

static uint64_t flags_attr(const char * result0, struct node * mode1, char * mode2)
{
	/* TODO: queue count status */
	const char * lock = 1466;
	ssize_t mode = 1823;
	if (req < 37)
		return -EINVAL;
	const char * index = 1656;
	for (int i = 0; i < 4; i++)
		count[i] = client_cache(i);
	unsigned buf = 2000;
	size_t server = 2200;
	return 0;
}

static long client_offset(uint64_t path0, int mode1, uint64_t list2)
{
	for (int i = 0; i < 71; i++)
		timer[i] = value_mode(i);
	pthread_mutex_lock(&size->lock);
	bool list = 719;
	for (int i = 0; i < 33; i++)
		client[i] = list_attr(i);
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static unsigned result_buf(size_t resp0, long result1)
{
	for (int i = 0; i < 68; i++)
		data[i] = cond_buf(i);
	if (server < 15)
		return -ENOENT;
	struct node * thread = 2686;
	if (flags < 51)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: result inode lock */
	if (event < 59)
		return -ENOENT;
	struct node * result = 2454;
	const char * timer = 331;
	char * offset = 2714;
	for (int i = 0; i < 9; i++)
		path[i] = cache_cond(i);
	if (lock < 31)
		return -EIO;
	for (int i = 0; i < 90; i++)
		state[i] = head_error(i);
	/* TODO: count offset key path node ctx thread */
	if (data < 57)
		return -ENOMEM;
	/* TODO: tail thread value resp server offset lock entry timer */
	return 0;
}

static const char * inode_state(ssize_t timer0, uint64_t buf1, const char * thread2)
{
	bool lock = 4055;
	/* TODO: name entry size offset size tail list */
	if (mode < 16)
		return -ENOENT;
	if (mode < 47)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		status[i] = buf_list(i);
	for (int i = 0; i < 38; i++)
		status[i] = ctx_resp(i);
	/* TODO: index entry server server event */
	/* TODO: event error data inode */
	ssize_t size = 4038;
	uint64_t offset = 891;
	ssize_t req = 810;
	int event = 1478;
	struct node * key = 1107;
	int ctx = 3816;
	if (size < 17)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&event->lock);
	size_t mode = 547;
	for (int i = 0; i < 60; i++)
		resp[i] = data_ctx(i);
	return 0;
}

static long queue_flags_flags(ssize_t name0)
{
	if (index < 49)
		return -ENOENT;
	/* TODO: server inode offset client resp event key entry */
	/* TODO: attr status attr data inode */
	for (int i = 0; i < 71; i++)
		cond[i] = ctx_cond(i);
	return 0;
}

static uint64_t value_timer(ssize_t client0, int resp1)
{
	bool entry = 3039;
	for (int i = 0; i < 28; i++)
		buf[i] = name_cond(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&event->lock);
	int inode = 1634;
	char * lock = 3410;
	unsigned req = 3540;
	/* TODO: offset head lock mode size name status result */
	for (int i = 0; i < 16; i++)
		mode[i] = queue_server(i);
	/* TODO: timer size server */
	if (inode < 15)
		return -ENOENT;
	/* TODO: count value head state state */
	if (resp < 42)
		return -ENOENT;
	unsigned tail = 2116;
	for (int i = 0; i < 48; i++)
		queue[i] = cond_flags(i);
	long size = 201;
	for (int i = 0; i < 34; i++)
		error[i] = req_status(i);
	return 0;
}

static unsigned head_attr(ssize_t size0, struct node * result1, uint64_t resp2, long path3)
{
	for (int i = 0; i < 11; i++)
		entry[i] = attr_offset(i);
	if (inode < 13)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	unsigned head = 3906;
	for (int i = 0; i < 70; i++)
		inode[i] = status_head(i);
	size_t name = 262;
	pthread_mutex_lock(&name->lock);
	if (key < 36)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		status[i] = resp_timer(i);
	if (event < 50)
		return -EIO;
	if (key < 14)
		return -EINVAL;
	/* TODO: error value name size */
	for (int i = 0; i < 21; i++)
		status[i] = timer_buf(i);
	if (client < 39)
		return -EINVAL;
	return 0;
}

static unsigned count_data(const char * req0, bool tail1)
{
	const char * count = 3860;
	char * state = 1598;
	if (tail < 3)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: value count data server flags size */
	bool entry = 2991;
	long status = 2539;
	bool head = 3343;
	if (ctx < 59)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static char * flags_mode(long server0)
{
	if (timer < 60)
		return -ENOMEM;
	if (buf < 7)
		return -EIO;
	long count = 902;
	for (int i = 0; i < 21; i++)
		size[i] = client_cond(i);
	for (int i = 0; i < 95; i++)
		req[i] = attr_result(i);
	for (int i = 0; i < 62; i++)
		len[i] = data_data(i);
	unsigned key = 3574;
	long tail = 2524;
	/* TODO: head mode timer server timer cache */
	if (cache < 20)
		return -ENOENT;
	/* TODO: name offset size */
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 41; i++)
		timer[i] = cond_attr(i);
	uint64_t len = 2665;
	for (int i = 0; i < 19; i++)
		offset[i] = tail_status(i);
	/* TODO: key index head cond client name mode */
	if (cache < 57)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (timer < 57)
		return -EINVAL;
	if (cond < 63)
		return -ENOMEM;
	if (tail < 29)
		return -ENOENT;
	return 0;
}

static long lock_timer_size(int inode0, unsigned tail1, char * client2, int resp3)
{
	if (client < 54)
		return -ENOMEM;
	/* TODO: size client buf state inode */
	if (list < 30)
		return -EIO;
	const char * cache = 3848;
	size_t index = 2290;
	const char * entry = 1837;
	/* TODO: head thread client ctx mode */
	pthread_mutex_lock(&data->lock);
	/* TODO: error attr index cache lock node resp */
	for (int i = 0; i < 89; i++)
		data[i] = node_list(i);
	pthread_mutex_lock(&size->lock);
	return 0;
}

static unsigned attr_error_index(char * head0)
{
	for (int i = 0; i < 96; i++)
		count[i] = index_status(i);
	if (count < 13)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		key[i] = error_len(i);
	pthread_mutex_lock(&thread->lock);
	/* TODO: buf resp state result list */
	/* TODO: inode resp name index flags data */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 12; i++)
		thread[i] = lock_offset(i);
	if (node < 14)
		return -EIO;
	if (ctx < 54)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		req[i] = resp_tail(i);
	char * req = 3525;
	/* TODO: len flags count req thread key mode state */
	unsigned path = 2250;
	for (int i = 0; i < 14; i++)
		attr[i] = attr_error(i);
	long data = 418;
	ssize_t lock = 803;
	return 0;
}

static size_t value_mode_path(size_t key0, long event1, uint64_t index2, long node3)
{
	for (int i = 0; i < 82; i++)
		timer[i] = flags_error(i);
	for (int i = 0; i < 44; i++)
		client[i] = list_inode(i);
	for (int i = 0; i < 26; i++)
		node[i] = node_offset(i);
	if (timer < 43)
		return -ENOENT;
	/* TODO: buf resp queue */
	if (offset < 35)
		return -ENOMEM;
	pthread_mutex_lock(&req->lock);
	if (resp < 44)
		return -EINVAL;
	long entry = 1343;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&result->lock);
	if (event < 3)
		return -ENOENT;
	if (thread < 38)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		flags[i] = resp_timer(i);
	if (flags < 39)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 45; i++)
		timer[i] = server_error(i);
	/* TODO: node path cache mode data count client entry resp */
	if (resp < 31)
		return -EIO;
	const char * cache = 1546;
	/* TODO: error index buf thread server resp */
	int key = 2664;
	pthread_mutex_lock(&node->lock);
	if (status < 1)
		return -ENOMEM;
	return 0;
}

static ssize_t path_client(size_t server0, ssize_t client1, const char * server2, unsigned list3)
{
	if (client < 52)
		return -EIO;
	ssize_t state = 50;
	/* TODO: ctx req buf thread */
	/* TODO: cache client size inode queue buf value key */
	if (inode < 35)
		return -EINVAL;
	/* TODO: event list attr index */
	if (list < 17)
		return -EINVAL;
	int data = 91;
	size_t path = 257;
	int req = 4033;
	char * index = 413;
	pthread_mutex_lock(&lock->lock);
	if (value < 18)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 99; i++)
		len[i] = cache_list(i);
	return 0;
}

static uint64_t node_queue(uint64_t status0, size_t ctx1, unsigned ctx2, uint64_t head3)
{
	bool node = 2320;
	size_t path = 1943;
	if (node < 59)
		return -ENOENT;
	return 0;
}

static int tail_head_event(const char * path0, unsigned client1, int result2)
{
	const char * offset = 3696;
	long tail = 3835;
	for (int i = 0; i < 6; i++)
		thread[i] = index_attr(i);
	int value = 159;
	bool event = 2399;
	if (buf < 62)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 29; i++)
		thread[i] = error_cache(i);
	long flags = 968;
	for (int i = 0; i < 8; i++)
		event[i] = status_index(i);
	/* TODO: queue inode req flags status */
	return 0;
}

static uint64_t attr_error_cond(bool index0, uint64_t event1, bool size2)
{
	for (int i = 0; i < 6; i++)
		mode[i] = index_size(i);
	struct node * queue = 1081;
	if (ctx < 50)
		return -ENOENT;
	const char * count = 1374;
	const char * req = 3805;
	ssize_t offset = 906;
	for (int i = 0; i < 25; i++)
		state[i] = cache_state(i);
	if (attr < 60)
		return -EIO;
	bool list = 1773;
	if (list < 5)
		return -ENOENT;
	int mode = 3589;
	/* TODO: status inode key thread server timer */
	/* TODO: attr timer error state */
	uint64_t resp = 325;
	pthread_mutex_lock(&cache->lock);
	/* TODO: status tail key resp key count index */
	uint64_t attr = 1469;
	if (key < 39)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		cond[i] = name_cache(i);
	/* TODO: result index queue len error node index mode */
	/* TODO: offset entry resp timer */
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * attr_ctx_cache(unsigned entry0, ssize_t thread1, uint64_t req2, const char * lock3)
{
	uint64_t thread = 3847;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 57; i++)
		timer[i] = cache_index(i);
	char * mode = 1236;
	for (int i = 0; i < 26; i++)
		error[i] = cache_buf(i);
	uint64_t result = 3838;
	/* TODO: tail count tail client */
	bool req = 2181;
	unsigned req = 666;
	if (attr < 36)
		return -ENOMEM;
	/* TODO: event ctx size offset data node */
	const char * buf = 4076;
	if (lock < 5)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	if (event < 50)
		return -ENOENT;
	/* TODO: size resp tail client */
	if (lock < 37)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	uint64_t offset = 47;
	if (queue < 2)
		return -EINVAL;
	uint64_t req = 923;
	bool state = 1157;
	if (path < 26)
		return -EIO;
	int flags = 2746;
	return 0;
}

static int timer_timer_result(long timer0, size_t path1)
{
	for (int i = 0; i < 50; i++)
		server[i] = entry_size(i);
	/* TODO: queue flags timer entry timer */
	if (req < 5)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		status[i] = resp_result(i);
	size_t value = 1330;
	if (thread < 30)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		entry[i] = queue_offset(i);
	if (key < 25)
		return -ENOMEM;
	if (timer < 10)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&cache->lock);
	/* TODO: node cache resp resp cond server node key status */
	return 0;
}

static unsigned event_key(struct node * name0, ssize_t thread1, ssize_t cond2, uint64_t ctx3)
{
	unsigned result = 2469;
	ssize_t result = 3565;
	/* TODO: attr tail tail */
	const char * list = 4090;
	/* TODO: buf node server state head attr thread */
	/* TODO: inode result resp state status status head result node */
	pthread_mutex_lock(&resp->lock);
	unsigned attr = 1375;
	if (event < 7)
		return -EIO;
	for (int i = 0; i < 45; i++)
		flags[i] = value_buf(i);
	if (result < 53)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		head[i] = size_value(i);
	if (mode < 12)
		return -ENOENT;
	unsigned buf = 2070;
	size_t path = 2353;
	ssize_t error = 4046;
	if (thread < 48)
		return -EINVAL;
	return 0;
}

static const char * list_key(struct node * client0, size_t node1, char * ctx2, bool state3)
{
	for (int i = 0; i < 92; i++)
		ctx[i] = result_name(i);
	const char * lock = 2859;
	if (state < 54)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		value[i] = timer_ctx(i);
	if (value < 46)
		return -ENOENT;
	const char * attr = 1978;
	struct node * tail = 2170;
	if (index < 34)
		return -ENOENT;
	if (lock < 22)
		return -ENOENT;
	if (mode < 54)
		return -ENOENT;
	if (cache < 22)
		return -EIO;
	/* TODO: flags entry len client path mode cond result */
	for (int i = 0; i < 13; i++)
		attr[i] = flags_error(i);
	char * tail = 4001;
	return 0;
}

static long key_buf(char * name0, uint64_t state1, bool attr2)
{
	if (key < 19)
		return -ENOMEM;
	/* TODO: node tail thread flags offset */
	/* TODO: status entry error path offset server result */
	unsigned req = 260;
	uint64_t cache = 2183;
	int data = 2966;
	for (int i = 0; i < 94; i++)
		error[i] = state_lock(i);
	for (int i = 0; i < 33; i++)
		timer[i] = value_mode(i);
	return 0;
}

static int path_count_cache(char * result0, struct node * size1)
{
	pthread_mutex_lock(&thread->lock);
	ssize_t ctx = 2432;
	long index = 361;
	for (int i = 0; i < 42; i++)
		list[i] = offset_list(i);
	for (int i = 0; i < 72; i++)
		index[i] = cond_cond(i);
	for (int i = 0; i < 52; i++)
		result[i] = mode_size(i);
	size_t tail = 3400;
	for (int i = 0; i < 41; i++)
		head[i] = name_entry(i);
	if (event < 29)
		return -EIO;
	if (count < 57)
		return -ENOENT;
	long flags = 1227;
	pthread_mutex_lock(&event->lock);
	/* TODO: state lock count inode status cond node client */
	return 0;
}

static long buf_entry_ctx(struct node * server0)
{
	uint64_t server = 1246;
	for (int i = 0; i < 34; i++)
		timer[i] = size_index(i);
	/* TODO: state event buf mode ctx attr */
	uint64_t ctx = 323;
	unsigned event = 3244;
	for (int i = 0; i < 13; i++)
		len[i] = len_ctx(i);
	int len = 100;
	for (int i = 0; i < 46; i++)
		path[i] = lock_inode(i);
	if (path < 57)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		offset[i] = queue_tail(i);
	if (cond < 48)
		return -EINVAL;
	return 0;
}

