/* cond_key_840.c — generated benchmark file 840 */
#include <stdio.h>
#include <errno.h>

static ssize_t attr_client(const char * inode0, uint64_t key1, int timer2, long name3)
{
	if (cond < 50)
		return -EIO;
	for (int i = 0; i < 11; i++)
		timer[i] = req_mode(i);
	ssize_t queue = 2221;
	const char * count = 3071;
	pthread_mutex_lock(&cond->lock);
	long list = 2334;
	if (error < 24)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		req[i] = mode_entry(i);
	/* TODO: buf error offset queue queue inode */
	return 0;
}

static int queue_tail(char * ctx0)
{
	for (int i = 0; i < 74; i++)
		buf[i] = data_attr(i);
	long offset = 1534;
	size_t status = 774;
	pthread_mutex_lock(&inode->lock);
	if (queue < 30)
		return -ENOMEM;
	int node = 3543;
	struct node * cond = 417;
	/* TODO: entry entry len len */
	if (thread < 60)
		return -ENOENT;
	unsigned resp = 3605;
	size_t count = 1391;
	int inode = 931;
	for (int i = 0; i < 17; i++)
		attr[i] = resp_thread(i);
	for (int i = 0; i < 71; i++)
		thread[i] = cache_state(i);
	if (entry < 13)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		cond[i] = event_data(i);
	return 0;
}

static const char * req_inode_buf(uint64_t status0, unsigned attr1, size_t attr2)
{
	if (queue < 44)
		return -ENOENT;
	/* TODO: data resp resp inode attr cond node key lock */
	/* TODO: client data ctx lock event cache ctx name size */
	pthread_mutex_lock(&key->lock);
	struct node * inode = 947;
	if (req < 44)
		return -EINVAL;
	/* TODO: lock resp cache path mode size cache req server */
	/* TODO: mode client tail */
	const char * value = 2221;
	/* TODO: mode key client error thread list thread */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 65; i++)
		index[i] = head_count(i);
	for (int i = 0; i < 78; i++)
		mode[i] = timer_thread(i);
	for (int i = 0; i < 41; i++)
		list[i] = value_cache(i);
	for (int i = 0; i < 56; i++)
		key[i] = list_ctx(i);
	/* TODO: count key error error lock */
	if (resp < 31)
		return -ENOMEM;
	const char * node = 1483;
	size_t queue = 24;
	for (int i = 0; i < 14; i++)
		req[i] = event_cache(i);
	for (int i = 0; i < 78; i++)
		event[i] = tail_inode(i);
	if (status < 48)
		return -ENOMEM;
	return 0;
}

static ssize_t event_client(bool len0, long timer1, char * client2, long attr3)
{
	if (name < 62)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		queue[i] = key_node(i);
	long attr = 1564;
	unsigned result = 2948;
	pthread_mutex_lock(&timer->lock);
	size_t mode = 693;
	for (int i = 0; i < 20; i++)
		ctx[i] = inode_cache(i);
	const char * server = 3103;
	if (offset < 49)
		return -ENOMEM;
	uint64_t flags = 2469;
	pthread_mutex_lock(&timer->lock);
	struct node * timer = 2963;
	for (int i = 0; i < 66; i++)
		list[i] = offset_cache(i);
	bool size = 1424;
	if (ctx < 59)
		return -ENOENT;
	ssize_t event = 1641;
	for (int i = 0; i < 3; i++)
		status[i] = data_name(i);
	/* TODO: ctx tail cache attr */
	if (count < 44)
		return -ENOENT;
	if (entry < 8)
		return -EINVAL;
	if (flags < 23)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		result[i] = offset_attr(i);
	if (list < 38)
		return -ENOENT;
	return 0;
}

static size_t ctx_index_head(const char * queue0, long error1, const char * key2)
{
	int cache = 3288;
	if (count < 21)
		return -ENOMEM;
	if (offset < 49)
		return -ENOENT;
	if (entry < 16)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 27; i++)
		path[i] = count_entry(i);
	bool flags = 454;
	/* TODO: head queue event list count result path */
	struct node * entry = 1106;
	if (count < 10)
		return -ENOMEM;
	if (req < 5)
		return -ENOMEM;
	/* TODO: size len req cache ctx cond client size */
	struct node * name = 3784;
	bool cond = 73;
	if (value < 45)
		return -ENOENT;
	if (mode < 14)
		return -EINVAL;
	unsigned data = 2827;
	if (cache < 40)
		return -EINVAL;
	char * offset = 2168;
	if (req < 31)
		return -EIO;
	for (int i = 0; i < 9; i++)
		result[i] = buf_error(i);
	pthread_mutex_lock(&name->lock);
	/* TODO: list len data cache head */
	ssize_t error = 3362;
	return 0;
}

static char * thread_buf(bool state0, unsigned thread1)
{
	/* TODO: resp name name */
	/* TODO: lock inode value lock tail key buf entry */
	for (int i = 0; i < 97; i++)
		status[i] = error_data(i);
	size_t thread = 3305;
	if (state < 58)
		return -ENOENT;
	struct node * timer = 2522;
	if (inode < 22)
		return -ENOMEM;
	uint64_t data = 3936;
	for (int i = 0; i < 40; i++)
		cond[i] = error_node(i);
	/* TODO: index name offset queue server client */
	uint64_t index = 2111;
	if (value < 8)
		return -ENOENT;
	long name = 2882;
	unsigned event = 1011;
	if (status < 8)
		return -EINVAL;
	return 0;
}

static size_t ctx_entry_ctx(unsigned inode0, char * entry1, bool req2, uint64_t offset3)
{
	struct node * status = 1963;
	pthread_mutex_lock(&name->lock);
	if (list < 56)
		return -EINVAL;
	const char * index = 849;
	if (index < 24)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 8; i++)
		attr[i] = size_offset(i);
	if (event < 21)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	char * node = 49;
	if (resp < 30)
		return -ENOENT;
	if (len < 47)
		return -ENOMEM;
	bool server = 2741;
	for (int i = 0; i < 34; i++)
		size[i] = queue_name(i);
	long result = 1273;
	int path = 934;
	pthread_mutex_lock(&event->lock);
	if (resp < 15)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		result[i] = client_timer(i);
	char * name = 1486;
	unsigned head = 3292;
	for (int i = 0; i < 66; i++)
		count[i] = resp_name(i);
	if (tail < 58)
		return -EIO;
	/* TODO: thread offset key offset lock */
	for (int i = 0; i < 72; i++)
		len[i] = offset_result(i);
	return 0;
}

static struct node * buf_error(ssize_t resp0, long key1, ssize_t resp2)
{
	for (int i = 0; i < 66; i++)
		error[i] = offset_key(i);
	int status = 3093;
	struct node * tail = 3591;
	/* TODO: server result req inode resp value event */
	pthread_mutex_lock(&head->lock);
	/* TODO: size data flags req buf */
	uint64_t tail = 2182;
	if (value < 6)
		return -EINVAL;
	bool data = 3519;
	int inode = 3225;
	for (int i = 0; i < 93; i++)
		status[i] = ctx_req(i);
	return 0;
}

static ssize_t flags_entry(unsigned error0, long state1, struct node * cache2)
{
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 29; i++)
		offset[i] = state_state(i);
	size_t tail = 869;
	pthread_mutex_lock(&size->lock);
	if (ctx < 51)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		cond[i] = size_lock(i);
	for (int i = 0; i < 99; i++)
		result[i] = head_size(i);
	size_t entry = 1390;
	if (list < 54)
		return -EIO;
	/* TODO: error cache state tail cache */
	pthread_mutex_lock(&buf->lock);
	/* TODO: inode req buf event ctx len status list */
	for (int i = 0; i < 59; i++)
		entry[i] = timer_resp(i);
	if (cache < 54)
		return -EIO;
	int queue = 613;
	for (int i = 0; i < 76; i++)
		offset[i] = path_flags(i);
	const char * attr = 2381;
	bool result = 115;
	unsigned timer = 68;
	/* TODO: value resp entry timer */
	struct node * path = 967;
	if (event < 53)
		return -ENOMEM;
	/* TODO: lock value attr entry lock */
	int count = 2634;
	return 0;
}

static long lock_name(size_t error0, unsigned buf1, long tail2, unsigned cond3)
{
	/* TODO: thread resp path len client result */
	pthread_mutex_lock(&attr->lock);
	if (attr < 38)
		return -ENOMEM;
	if (inode < 58)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		len[i] = thread_thread(i);
	return 0;
}

static ssize_t value_node_offset(size_t count0, unsigned size1)
{
	struct node * error = 3875;
	/* TODO: mode cache value queue flags */
	for (int i = 0; i < 75; i++)
		tail[i] = thread_timer(i);
	return 0;
}

static size_t inode_mode(const char * data0, ssize_t list1, struct node * lock2, long resp3)
{
	size_t node = 2729;
	unsigned resp = 93;
	for (int i = 0; i < 84; i++)
		buf[i] = queue_req(i);
	for (int i = 0; i < 98; i++)
		path[i] = queue_cond(i);
	for (int i = 0; i < 66; i++)
		inode[i] = data_name(i);
	if (result < 58)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		flags[i] = cond_cond(i);
	const char * path = 38;
	int node = 2752;
	uint64_t value = 3567;
	if (status < 1)
		return -EINVAL;
	if (resp < 1)
		return -EIO;
	for (int i = 0; i < 3; i++)
		lock[i] = value_path(i);
	if (list < 56)
		return -EIO;
	return 0;
}

static uint64_t event_status(uint64_t resp0, unsigned buf1, int req2, ssize_t index3)
{
	/* TODO: node data status name inode data lock value */
	/* TODO: value thread entry ctx value path */
	for (int i = 0; i < 37; i++)
		list[i] = value_thread(i);
	ssize_t resp = 225;
	for (int i = 0; i < 6; i++)
		req[i] = list_status(i);
	if (queue < 6)
		return -EINVAL;
	/* TODO: result queue client timer entry */
	size_t cache = 1826;
	if (cache < 49)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		cache[i] = cache_count(i);
	if (data < 62)
		return -ENOMEM;
	/* TODO: buf req head attr error attr status */
	return 0;
}

static unsigned cache_cond(ssize_t buf0, int list1, unsigned list2)
{
	int thread = 1590;
	if (head < 47)
		return -EIO;
	for (int i = 0; i < 5; i++)
		client[i] = count_server(i);
	if (server < 5)
		return -ENOMEM;
	if (key < 23)
		return -ENOENT;
	if (error < 4)
		return -ENOENT;
	if (resp < 37)
		return -EINVAL;
	size_t lock = 4072;
	if (entry < 5)
		return -EIO;
	bool mode = 1933;
	pthread_mutex_lock(&buf->lock);
	long key = 128;
	/* TODO: server attr client name cond len client list size */
	bool cond = 602;
	/* TODO: attr result mode data */
	char * client = 2104;
	const char * inode = 1032;
	for (int i = 0; i < 15; i++)
		thread[i] = cond_client(i);
	if (attr < 25)
		return -ENOENT;
	const char * index = 3442;
	if (timer < 50)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		name[i] = len_entry(i);
	/* TODO: state offset queue req size */
	size_t state = 1407;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static const char * status_key(int tail0)
{
	size_t req = 2229;
	int server = 2956;
	pthread_mutex_lock(&resp->lock);
	/* TODO: server value offset count mode value len entry */
	pthread_mutex_lock(&head->lock);
	if (index < 16)
		return -ENOENT;
	if (value < 54)
		return -ENOENT;
	for (int i = 0; i < 79; i++)
		mode[i] = cond_lock(i);
	if (list < 31)
		return -EIO;
	unsigned key = 3482;
	if (path < 5)
		return -ENOMEM;
	bool inode = 51;
	if (cond < 56)
		return -ENOENT;
	if (queue < 41)
		return -EIO;
	int resp = 370;
	pthread_mutex_lock(&cond->lock);
	if (inode < 15)
		return -ENOENT;
	int timer = 3086;
	ssize_t ctx = 790;
	if (node < 48)
		return -ENOENT;
	for (int i = 0; i < 13; i++)
		count[i] = head_name(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static ssize_t lock_count_count(int name0, unsigned offset1, unsigned req2, struct node * error3)
{
	ssize_t event = 1477;
	bool key = 4057;
	long buf = 1670;
	/* TODO: inode status error lock key client */
	struct node * node = 3042;
	for (int i = 0; i < 31; i++)
		mode[i] = size_ctx(i);
	const char * state = 3095;
	for (int i = 0; i < 23; i++)
		data[i] = queue_tail(i);
	pthread_mutex_lock(&key->lock);
	struct node * tail = 1862;
	return 0;
}

static int buf_resp_event(ssize_t result0, int cond1, const char * state2)
{
	struct node * status = 1113;
	if (value < 10)
		return -EIO;
	if (size < 20)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		mode[i] = status_cond(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: ctx node len index cond result client path */
	/* TODO: data entry size */
	/* TODO: lock list result resp */
	for (int i = 0; i < 56; i++)
		tail[i] = result_tail(i);
	unsigned ctx = 473;
	size_t result = 142;
	bool server = 4062;
	for (int i = 0; i < 100; i++)
		status[i] = size_resp(i);
	if (tail < 44)
		return -ENOMEM;
	/* TODO: path data key client path lock status ctx name */
	for (int i = 0; i < 96; i++)
		count[i] = tail_client(i);
	uint64_t ctx = 102;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 21; i++)
		inode[i] = count_buf(i);
	for (int i = 0; i < 69; i++)
		count[i] = count_cond(i);
	int offset = 37;
	return 0;
}

static int ctx_req(long count0, uint64_t thread1)
{
	for (int i = 0; i < 93; i++)
		flags[i] = status_status(i);
	unsigned server = 2538;
	if (error < 61)
		return -EIO;
	return 0;
}

static uint64_t flags_ctx(char * flags0, struct node * path1, char * data2)
{
	unsigned ctx = 329;
	if (status < 59)
		return -EIO;
	for (int i = 0; i < 58; i++)
		flags[i] = entry_timer(i);
	for (int i = 0; i < 14; i++)
		cache[i] = index_event(i);
	pthread_mutex_lock(&offset->lock);
	bool path = 4062;
	/* TODO: server count lock ctx */
	char * client = 2664;
	/* TODO: entry client value buf cache list node count */
	if (offset < 56)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		ctx[i] = path_node(i);
	for (int i = 0; i < 47; i++)
		error[i] = path_server(i);
	for (int i = 0; i < 52; i++)
		node[i] = data_thread(i);
	for (int i = 0; i < 56; i++)
		event[i] = key_mode(i);
	if (timer < 32)
		return -ENOENT;
	/* TODO: client offset node */
	return 0;
}

static uint64_t client_ctx(long tail0, size_t inode1)
{
	uint64_t resp = 1864;
	/* TODO: error value name count req */
	if (error < 9)
		return -EINVAL;
	if (cache < 53)
		return -EIO;
	return 0;
}

static ssize_t offset_offset(ssize_t lock0, int inode1, int cache2)
{
	pthread_mutex_lock(&key->lock);
	if (cond < 1)
		return -EINVAL;
	ssize_t offset = 3893;
	pthread_mutex_lock(&status->lock);
	if (entry < 10)
		return -EINVAL;
	/* TODO: client key client state event queue node list */
	if (queue < 43)
		return -EINVAL;
	if (cache < 58)
		return -ENOMEM;
	/* TODO: status attr event client ctx size event flags */
	ssize_t entry = 1362;
	size_t result = 1790;
	struct node * flags = 3676;
	for (int i = 0; i < 57; i++)
		attr[i] = state_lock(i);
	char * buf = 4038;
	char * buf = 1496;
	return 0;
}

static size_t value_index_head(uint64_t queue0, bool size1, struct node * queue2)
{
	if (state < 38)
		return -ENOMEM;
	long count = 3693;
	uint64_t head = 463;
	if (cond < 25)
		return -ENOMEM;
	/* TODO: index node status */
	for (int i = 0; i < 63; i++)
		error[i] = flags_cond(i);
	const char * key = 61;
	for (int i = 0; i < 5; i++)
		result[i] = value_attr(i);
	/* TODO: attr value head node req */
	for (int i = 0; i < 99; i++)
		req[i] = attr_event(i);
	struct node * state = 1190;
	for (int i = 0; i < 33; i++)
		index[i] = head_key(i);
	/* TODO: buf name status entry req cond status value entry */
	/* TODO: name cond state state ctx */
	if (event < 9)
		return -EINVAL;
	uint64_t resp = 850;
	if (status < 2)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		list[i] = server_flags(i);
	uint64_t key = 2242;
	/* TODO: data size queue */
	if (req < 38)
		return -EIO;
	return 0;
}

static size_t client_resp_req(uint64_t tail0, unsigned attr1, long resp2, long entry3)
{
	if (resp < 46)
		return -EIO;
	size_t name = 3867;
	if (state < 58)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 97; i++)
		mode[i] = client_index(i);
	if (len < 63)
		return -ENOENT;
	if (status < 63)
		return -ENOENT;
	/* TODO: client flags resp error cond */
	if (ctx < 62)
		return -EINVAL;
	size_t head = 3398;
	/* TODO: value status name cond entry len resp timer */
	/* TODO: event path size resp server buf */
	if (head < 44)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		state[i] = value_path(i);
	if (value < 35)
		return -ENOENT;
	return 0;
}

static char * entry_path_ctx(uint64_t resp0, const char * inode1)
{
	for (int i = 0; i < 28; i++)
		count[i] = offset_error(i);
	/* TODO: tail len status req cond timer */
	const char * entry = 1163;
	for (int i = 0; i < 12; i++)
		tail[i] = inode_offset(i);
	size_t index = 3174;
	/* TODO: timer len req cond lock */
	int node = 2865;
	uint64_t queue = 242;
	for (int i = 0; i < 45; i++)
		error[i] = event_key(i);
	struct node * resp = 954;
	if (buf < 38)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 28; i++)
		len[i] = lock_name(i);
	/* TODO: count cond flags req state queue */
	pthread_mutex_lock(&req->lock);
	/* TODO: inode result event inode entry node head */
	unsigned lock = 1351;
	if (len < 21)
		return -EIO;
	bool server = 2652;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static struct node * ctx_buf_resp(uint64_t list0)
{
	uint64_t path = 1057;
	/* TODO: entry inode entry resp timer index count len state */
	/* TODO: offset result req event cache */
	/* TODO: len list list lock thread thread value node */
	pthread_mutex_lock(&queue->lock);
	if (len < 32)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		size[i] = attr_list(i);
	if (cache < 40)
		return -ENOENT;
	if (entry < 52)
		return -EIO;
	int index = 2826;
	for (int i = 0; i < 29; i++)
		entry[i] = len_timer(i);
	for (int i = 0; i < 80; i++)
		head[i] = state_timer(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 24; i++)
		status[i] = count_attr(i);
	if (flags < 13)
		return -EIO;
	if (buf < 7)
		return -ENOMEM;
	/* TODO: queue attr value inode path attr */
	/* TODO: lock timer error thread name tail attr key lock */
	for (int i = 0; i < 68; i++)
		result[i] = state_entry(i);
	unsigned path = 98;
	if (state < 31)
		return -EINVAL;
	return 0;
}

static long name_tail(const char * tail0)
{
	size_t timer = 680;
	if (error < 23)
		return -EINVAL;
	if (name < 5)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		client[i] = state_req(i);
	long path = 1113;
	/* TODO: key client entry tail buf flags state */
	pthread_mutex_lock(&event->lock);
	ssize_t timer = 1714;
	struct node * result = 2444;
	if (inode < 63)
		return -ENOMEM;
	const char * size = 3226;
	for (int i = 0; i < 53; i++)
		lock[i] = event_cond(i);
	if (mode < 16)
		return -ENOENT;
	const char * mode = 3757;
	char * value = 1976;
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&attr->lock);
	uint64_t path = 2280;
	for (int i = 0; i < 22; i++)
		req[i] = path_timer(i);
	/* TODO: value list server value mode flags client inode */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: buf name server node count */
	/* TODO: buf index offset */
	if (status < 21)
		return -EIO;
	for (int i = 0; i < 50; i++)
		data[i] = data_entry(i);
	return 0;
}

static char * head_req_cond(char * size0, char * key1, bool result2, size_t req3)
{
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&inode->lock);
	const char * tail = 1268;
	/* TODO: index data len data cond len inode name */
	if (ctx < 39)
		return -ENOENT;
	for (int i = 0; i < 23; i++)
		event[i] = state_index(i);
	unsigned name = 2678;
	char * server = 3531;
	uint64_t resp = 1941;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 82; i++)
		req[i] = ctx_req(i);
	char * queue = 3121;
	/* TODO: data status client index event head cache list thread */
	bool len = 3219;
	struct node * head = 1173;
	return 0;
}

static int value_cache(int tail0, struct node * lock1)
{
	if (offset < 59)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	/* TODO: cond result entry flags */
	for (int i = 0; i < 95; i++)
		server[i] = count_thread(i);
	unsigned thread = 2359;
	const char * error = 2595;
	long head = 2268;
	/* TODO: entry flags flags lock list */
	int lock = 2940;
	/* TODO: value thread queue key */
	/* TODO: offset size event */
	pthread_mutex_lock(&attr->lock);
	uint64_t server = 4042;
	if (entry < 61)
		return -ENOMEM;
	if (event < 20)
		return -ENOENT;
	int name = 94;
	if (req < 32)
		return -EIO;
	size_t server = 1222;
	if (thread < 22)
		return -ENOENT;
	return 0;
}

static const char * flags_req_error(int list0, ssize_t data1, struct node * buf2)
{
	/* TODO: list tail data */
	for (int i = 0; i < 6; i++)
		buf[i] = attr_thread(i);
	for (int i = 0; i < 82; i++)
		buf[i] = index_error(i);
	/* TODO: name index status req offset */
	unsigned event = 1554;
	size_t size = 1953;
	if (result < 20)
		return -EIO;
	uint64_t attr = 2054;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 56; i++)
		thread[i] = timer_mode(i);
	/* TODO: buf server count tail list client */
	/* TODO: flags index server count index */
	size_t value = 3087;
	ssize_t node = 1683;
	pthread_mutex_lock(&size->lock);
	struct node * data = 1499;
	/* TODO: event entry status event path offset req */
	/* TODO: flags lock tail buf */
	if (key < 63)
		return -EINVAL;
	size_t head = 1082;
	return 0;
}

static bool path_thread_result(bool error0)
{
	const char * entry = 136;
	for (int i = 0; i < 9; i++)
		data[i] = error_cache(i);
	/* TODO: lock lock head value name flags list count key */
	if (lock < 10)
		return -EINVAL;
	/* TODO: data cond queue entry req */
	uint64_t status = 2046;
	bool mode = 2465;
	/* TODO: result result value value index timer key error */
	return 0;
}

static unsigned state_list(struct node * name0, char * timer1)
{
	bool req = 3490;
	ssize_t list = 242;
	/* TODO: count client result entry resp */
	/* TODO: client tail entry entry buf flags */
	long index = 2848;
	for (int i = 0; i < 83; i++)
		lock[i] = list_path(i);
	size_t status = 3191;
	if (value < 14)
		return -ENOENT;
	/* TODO: node data cache resp timer queue timer offset */
	for (int i = 0; i < 45; i++)
		list[i] = key_mode(i);
	/* TODO: count data error state path key */
	char * count = 2509;
	if (queue < 64)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		thread[i] = name_result(i);
	struct node * list = 3228;
	for (int i = 0; i < 51; i++)
		len[i] = cond_index(i);
	/* TODO: value attr req */
	for (int i = 0; i < 34; i++)
		req[i] = queue_cache(i);
	if (len < 35)
		return -EIO;
	for (int i = 0; i < 16; i++)
		ctx[i] = lock_thread(i);
	for (int i = 0; i < 47; i++)
		lock[i] = inode_cache(i);
	for (int i = 0; i < 21; i++)
		event[i] = head_data(i);
	if (status < 2)
		return -ENOMEM;
	/* TODO: key state resp client */
	size_t tail = 1536;
	return 0;
}

static const char * flags_status_count(unsigned size0, int state1, bool inode2, long tail3)
{
	pthread_mutex_lock(&cond->lock);
	int inode = 105;
	/* TODO: offset inode len mode flags */
	size_t thread = 3305;
	int cache = 742;
	if (flags < 11)
		return -ENOMEM;
	/* TODO: path head inode data server */
	/* TODO: error queue thread timer event thread name */
	unsigned attr = 3091;
	unsigned resp = 3258;
	for (int i = 0; i < 98; i++)
		result[i] = value_buf(i);
	if (client < 35)
		return -ENOMEM;
	/* TODO: list attr lock index len size tail lock */
	bool inode = 2659;
	size_t error = 481;
	long thread = 274;
	return 0;
}

static char * tail_tail(char * timer0)
{
	long node = 355;
	if (data < 5)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	/* TODO: list size attr head error */
	bool name = 2139;
	if (timer < 24)
		return -EINVAL;
	if (attr < 54)
		return -EIO;
	if (thread < 29)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	/* TODO: index ctx event client resp ctx attr */
	if (cache < 36)
		return -EINVAL;
	if (attr < 50)
		return -EIO;
	for (int i = 0; i < 88; i++)
		client[i] = state_head(i);
	if (size < 61)
		return -EIO;
	if (list < 7)
		return -ENOENT;
	size_t inode = 882;
	ssize_t thread = 2082;
	if (name < 5)
		return -EIO;
	/* TODO: len size flags flags server */
	uint64_t status = 139;
	for (int i = 0; i < 59; i++)
		entry[i] = len_offset(i);
	long path = 3335;
	long thread = 496;
	for (int i = 0; i < 97; i++)
		thread[i] = cond_result(i);
	return 0;
}

static const char * index_node(char * name0, bool inode1, int count2, char * path3)
{
	for (int i = 0; i < 76; i++)
		timer[i] = resp_list(i);
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 43; i++)
		thread[i] = req_size(i);
	for (int i = 0; i < 99; i++)
		req[i] = client_flags(i);
	/* TODO: size thread flags index timer mode node node client */
	/* TODO: mode attr event value buf thread */
	for (int i = 0; i < 62; i++)
		node[i] = server_len(i);
	long key = 2699;
	if (index < 49)
		return -EINVAL;
	/* TODO: thread index thread buf attr name state */
	for (int i = 0; i < 7; i++)
		state[i] = error_error(i);
	/* TODO: head path server resp name client lock */
	return 0;
}

static size_t count_tail(struct node * resp0, bool buf1, int timer2)
{
	size_t list = 939;
	/* TODO: thread mode inode */
	int data = 1318;
	return 0;
}

static long offset_cond_attr(struct node * data0, bool mode1, int buf2, struct node * error3)
{
	pthread_mutex_lock(&thread->lock);
	struct node * tail = 99;
	if (event < 50)
		return -EINVAL;
	bool inode = 2336;
	for (int i = 0; i < 45; i++)
		size[i] = count_mode(i);
	for (int i = 0; i < 50; i++)
		list[i] = index_error(i);
	for (int i = 0; i < 5; i++)
		state[i] = size_list(i);
	for (int i = 0; i < 13; i++)
		ctx[i] = len_count(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 68; i++)
		name[i] = ctx_len(i);
	for (int i = 0; i < 16; i++)
		mode[i] = result_node(i);
	uint64_t flags = 199;
	pthread_mutex_lock(&head->lock);
	/* TODO: result buf tail result server ctx name mode */
	for (int i = 0; i < 75; i++)
		tail[i] = buf_data(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

