/* head_path_555.c — generated benchmark file 555 */
#include <stdio.h>
#include <errno.h>

static const char * timer_size(int cond0, ssize_t buf1, bool error2, const char * name3)
{
	for (int i = 0; i < 84; i++)
		head[i] = error_flags(i);
	if (client < 9)
		return -ENOENT;
	/* TODO: node key status node key */
	/* TODO: attr event flags client lock timer */
	for (int i = 0; i < 62; i++)
		ctx[i] = list_inode(i);
	if (inode < 52)
		return -ENOMEM;
	/* TODO: head server state tail req status status */
	for (int i = 0; i < 47; i++)
		status[i] = client_value(i);
	for (int i = 0; i < 67; i++)
		tail[i] = lock_value(i);
	char * value = 2711;
	const char * state = 632;
	/* TODO: flags cond req error timer */
	if (resp < 49)
		return -EIO;
	uint64_t len = 3488;
	if (error < 56)
		return -EIO;
	return 0;
}

static char * cache_server_head(unsigned timer0)
{
	if (head < 61)
		return -EIO;
	for (int i = 0; i < 83; i++)
		resp[i] = len_offset(i);
	if (error < 2)
		return -ENOENT;
	/* TODO: len buf ctx req head list client index */
	return 0;
}

static const char * len_size_path(size_t list0, struct node * attr1, char * thread2)
{
	pthread_mutex_lock(&offset->lock);
	if (timer < 15)
		return -ENOMEM;
	const char * state = 781;
	if (event < 5)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		state[i] = req_cache(i);
	size_t req = 1241;
	if (resp < 28)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		size[i] = mode_tail(i);
	pthread_mutex_lock(&data->lock);
	if (head < 60)
		return -EIO;
	for (int i = 0; i < 20; i++)
		lock[i] = server_offset(i);
	/* TODO: entry flags status event result */
	if (count < 37)
		return -ENOENT;
	uint64_t inode = 2528;
	if (mode < 19)
		return -ENOMEM;
	if (buf < 47)
		return -ENOMEM;
	long key = 1210;
	const char * req = 727;
	for (int i = 0; i < 62; i++)
		state[i] = resp_count(i);
	bool thread = 3913;
	/* TODO: event mode resp offset cache */
	for (int i = 0; i < 53; i++)
		status[i] = error_ctx(i);
	if (cond < 9)
		return -EIO;
	for (int i = 0; i < 68; i++)
		head[i] = buf_resp(i);
	ssize_t cache = 685;
	return 0;
}

static size_t event_data_buf(unsigned attr0)
{
	if (buf < 8)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (client < 17)
		return -ENOMEM;
	bool req = 3509;
	if (tail < 29)
		return -ENOENT;
	if (result < 4)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		queue[i] = server_event(i);
	ssize_t path = 1351;
	/* TODO: thread cache len state */
	for (int i = 0; i < 14; i++)
		name[i] = req_thread(i);
	pthread_mutex_lock(&data->lock);
	if (data < 41)
		return -EINVAL;
	long flags = 2116;
	pthread_mutex_lock(&size->lock);
	/* TODO: event len lock cond error */
	ssize_t head = 1680;
	unsigned flags = 2948;
	for (int i = 0; i < 55; i++)
		ctx[i] = queue_flags(i);
	for (int i = 0; i < 15; i++)
		event[i] = attr_size(i);
	for (int i = 0; i < 31; i++)
		lock[i] = cond_buf(i);
	return 0;
}

static int event_event(int state0, ssize_t req1, const char * error2, long error3)
{
	if (thread < 63)
		return -EINVAL;
	if (count < 55)
		return -ENOMEM;
	if (path < 29)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		lock[i] = offset_index(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 64; i++)
		entry[i] = buf_path(i);
	/* TODO: thread len ctx resp data status resp */
	long len = 1989;
	for (int i = 0; i < 32; i++)
		path[i] = key_event(i);
	if (inode < 3)
		return -EIO;
	if (inode < 14)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		server[i] = head_client(i);
	if (tail < 62)
		return -ENOENT;
	if (status < 54)
		return -ENOMEM;
	/* TODO: lock path inode buf list key */
	/* TODO: error ctx tail queue */
	bool count = 1994;
	return 0;
}

static unsigned entry_size_head(long error0, char * head1)
{
	for (int i = 0; i < 39; i++)
		mode[i] = head_resp(i);
	/* TODO: name thread ctx lock */
	uint64_t queue = 2314;
	if (resp < 48)
		return -ENOENT;
	unsigned count = 114;
	pthread_mutex_lock(&data->lock);
	unsigned thread = 3851;
	uint64_t server = 725;
	for (int i = 0; i < 71; i++)
		server[i] = client_thread(i);
	long queue = 438;
	return 0;
}

static const char * mode_offset(struct node * buf0)
{
	for (int i = 0; i < 56; i++)
		list[i] = lock_entry(i);
	if (len < 16)
		return -EINVAL;
	if (offset < 44)
		return -ENOMEM;
	if (req < 15)
		return -ENOENT;
	/* TODO: index index name status state list */
	for (int i = 0; i < 43; i++)
		path[i] = resp_status(i);
	pthread_mutex_lock(&key->lock);
	if (value < 1)
		return -EINVAL;
	long cache = 3088;
	pthread_mutex_lock(&flags->lock);
	if (status < 17)
		return -EINVAL;
	unsigned result = 2466;
	if (key < 4)
		return -ENOENT;
	/* TODO: mode data event lock status */
	ssize_t tail = 1475;
	char * name = 3129;
	for (int i = 0; i < 11; i++)
		path[i] = state_node(i);
	int value = 2770;
	if (lock < 19)
		return -ENOENT;
	size_t mode = 2195;
	return 0;
}

static unsigned index_cache(size_t buf0, const char * len1, const char * node2, int cond3)
{
	struct node * cond = 102;
	if (path < 2)
		return -ENOMEM;
	for (int i = 0; i < 12; i++)
		attr[i] = error_cond(i);
	for (int i = 0; i < 21; i++)
		error[i] = timer_result(i);
	for (int i = 0; i < 11; i++)
		resp[i] = resp_client(i);
	if (resp < 24)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		queue[i] = status_lock(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 5; i++)
		server[i] = len_count(i);
	/* TODO: mode attr result */
	/* TODO: path lock client cond event client */
	return 0;
}

static long entry_node(struct node * value0, long tail1, long len2)
{
	uint64_t value = 3440;
	/* TODO: req value tail len result node */
	unsigned index = 761;
	if (entry < 2)
		return -ENOMEM;
	uint64_t entry = 2242;
	const char * lock = 3972;
	if (error < 34)
		return -EIO;
	long len = 1234;
	if (cache < 44)
		return -ENOENT;
	long buf = 3571;
	return 0;
}

static char * lock_path_result(size_t node0, int flags1, uint64_t node2)
{
	pthread_mutex_lock(&cond->lock);
	if (buf < 1)
		return -ENOMEM;
	if (inode < 56)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		inode[i] = thread_size(i);
	/* TODO: count status offset */
	if (len < 9)
		return -EINVAL;
	if (server < 57)
		return -EINVAL;
	bool attr = 2234;
	for (int i = 0; i < 30; i++)
		attr[i] = state_server(i);
	/* TODO: value entry resp cond name state */
	if (client < 36)
		return -ENOENT;
	char * status = 1483;
	return 0;
}

static char * count_tail(uint64_t thread0, uint64_t cond1)
{
	/* TODO: event node resp size req */
	/* TODO: thread entry ctx offset result event count resp */
	/* TODO: state node queue status cond buf node */
	/* TODO: status index len */
	if (ctx < 30)
		return -ENOENT;
	int server = 3374;
	long tail = 947;
	struct node * lock = 1444;
	/* TODO: req client state */
	/* TODO: state data flags state offset size cond value name */
	for (int i = 0; i < 44; i++)
		count[i] = count_event(i);
	if (name < 55)
		return -EINVAL;
	pthread_mutex_lock(&error->lock);
	char * event = 3510;
	/* TODO: cond cache data state node req list event */
	for (int i = 0; i < 69; i++)
		client[i] = cache_size(i);
	ssize_t name = 3940;
	for (int i = 0; i < 98; i++)
		key[i] = queue_len(i);
	long list = 1664;
	/* TODO: thread inode queue */
	int req = 1671;
	const char * mode = 3586;
	struct node * head = 8;
	for (int i = 0; i < 69; i++)
		queue[i] = path_ctx(i);
	for (int i = 0; i < 38; i++)
		entry[i] = len_name(i);
	return 0;
}

static int node_queue(ssize_t queue0)
{
	for (int i = 0; i < 50; i++)
		tail[i] = tail_cache(i);
	/* TODO: count client resp head buf name */
	/* TODO: key event cond */
	for (int i = 0; i < 10; i++)
		cache[i] = resp_client(i);
	const char * thread = 1096;
	/* TODO: state tail result data event */
	char * offset = 1218;
	for (int i = 0; i < 12; i++)
		key[i] = client_cache(i);
	for (int i = 0; i < 48; i++)
		lock[i] = cond_path(i);
	if (server < 20)
		return -EINVAL;
	if (size < 62)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	char * list = 1602;
	size_t queue = 818;
	ssize_t cond = 2085;
	for (int i = 0; i < 79; i++)
		buf[i] = attr_value(i);
	/* TODO: key state index value */
	if (flags < 42)
		return -EIO;
	if (timer < 25)
		return -ENOENT;
	ssize_t cond = 552;
	if (list < 8)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 25; i++)
		path[i] = node_state(i);
	const char * lock = 3490;
	for (int i = 0; i < 46; i++)
		size[i] = entry_size(i);
	return 0;
}

static struct node * thread_thread_path(unsigned head0, uint64_t result1, long name2)
{
	for (int i = 0; i < 44; i++)
		client[i] = ctx_server(i);
	unsigned list = 2364;
	long data = 2520;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&node->lock);
	/* TODO: count error resp size offset ctx thread state */
	if (data < 1)
		return -ENOENT;
	if (cache < 15)
		return -ENOMEM;
	if (client < 62)
		return -ENOMEM;
	if (server < 11)
		return -ENOMEM;
	if (entry < 55)
		return -EINVAL;
	long event = 1324;
	uint64_t ctx = 1068;
	for (int i = 0; i < 46; i++)
		queue[i] = count_key(i);
	if (event < 60)
		return -ENOMEM;
	size_t server = 3241;
	/* TODO: key buf state name */
	uint64_t list = 3735;
	if (timer < 12)
		return -ENOMEM;
	if (flags < 7)
		return -EIO;
	if (cache < 8)
		return -ENOENT;
	/* TODO: entry client buf */
	/* TODO: offset mode tail size result */
	for (int i = 0; i < 46; i++)
		error[i] = tail_len(i);
	return 0;
}

static char * data_value(long event0, bool cond1)
{
	if (index < 9)
		return -ENOENT;
	long ctx = 2583;
	pthread_mutex_lock(&tail->lock);
	/* TODO: list tail index req tail */
	const char * name = 1755;
	/* TODO: value event mode data cache count key client error */
	if (size < 7)
		return -ENOENT;
	if (result < 40)
		return -ENOMEM;
	if (tail < 14)
		return -EIO;
	for (int i = 0; i < 86; i++)
		node[i] = tail_node(i);
	for (int i = 0; i < 79; i++)
		head[i] = lock_size(i);
	long entry = 2562;
	if (index < 49)
		return -EINVAL;
	/* TODO: path list state cond resp key resp attr mode */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 38; i++)
		lock[i] = state_lock(i);
	size_t mode = 225;
	/* TODO: req buf req */
	if (head < 45)
		return -EIO;
	for (int i = 0; i < 58; i++)
		queue[i] = timer_tail(i);
	if (buf < 33)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		entry[i] = tail_result(i);
	return 0;
}

static bool attr_inode(long count0, bool size1)
{
	int error = 4039;
	pthread_mutex_lock(&tail->lock);
	/* TODO: event inode head list resp path offset server len */
	bool client = 834;
	for (int i = 0; i < 51; i++)
		inode[i] = mode_mode(i);
	for (int i = 0; i < 36; i++)
		flags[i] = size_lock(i);
	pthread_mutex_lock(&flags->lock);
	char * count = 1887;
	ssize_t head = 172;
	for (int i = 0; i < 21; i++)
		error[i] = cache_index(i);
	if (buf < 46)
		return -ENOENT;
	/* TODO: attr result resp inode */
	for (int i = 0; i < 73; i++)
		buf[i] = error_ctx(i);
	const char * data = 1774;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 65; i++)
		timer[i] = size_server(i);
	for (int i = 0; i < 6; i++)
		node[i] = thread_key(i);
	return 0;
}

static size_t path_queue_state(struct node * head0)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 14; i++)
		len[i] = lock_req(i);
	if (name < 27)
		return -ENOMEM;
	if (thread < 45)
		return -EIO;
	/* TODO: node tail size list result len */
	if (head < 22)
		return -EIO;
	size_t len = 3160;
	return 0;
}

static long ctx_value(ssize_t count0, uint64_t result1)
{
	pthread_mutex_lock(&tail->lock);
	unsigned attr = 2323;
	for (int i = 0; i < 93; i++)
		entry[i] = node_head(i);
	if (value < 9)
		return -EIO;
	/* TODO: attr queue data */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 2; i++)
		timer[i] = path_cond(i);
	return 0;
}

static long req_cache(long key0, unsigned error1)
{
	for (int i = 0; i < 92; i++)
		node[i] = mode_resp(i);
	char * list = 1286;
	unsigned index = 3074;
	struct node * timer = 2296;
	pthread_mutex_lock(&tail->lock);
	/* TODO: path offset index server entry node attr mode cond */
	for (int i = 0; i < 74; i++)
		mode[i] = value_status(i);
	/* TODO: path head head cond size index */
	const char * head = 2694;
	/* TODO: list offset thread */
	for (int i = 0; i < 11; i++)
		list[i] = thread_event(i);
	pthread_mutex_lock(&event->lock);
	if (len < 37)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		len[i] = attr_status(i);
	for (int i = 0; i < 72; i++)
		node[i] = list_req(i);
	/* TODO: node value thread resp offset result flags value entry */
	const char * name = 3260;
	return 0;
}

static int list_state_tail(char * len0, struct node * data1, struct node * cache2, unsigned tail3)
{
	if (lock < 1)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		timer[i] = server_queue(i);
	if (data < 16)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	/* TODO: buf timer lock cache head queue */
	long entry = 4057;
	uint64_t result = 3420;
	for (int i = 0; i < 18; i++)
		resp[i] = event_event(i);
	char * lock = 1411;
	long result = 630;
	for (int i = 0; i < 92; i++)
		index[i] = count_flags(i);
	int status = 925;
	if (list < 64)
		return -EINVAL;
	if (thread < 30)
		return -ENOMEM;
	/* TODO: result server event thread cond error ctx error */
	if (cond < 64)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		head[i] = error_req(i);
	struct node * node = 2190;
	return 0;
}

static bool state_key(const char * offset0, long resp1, long attr2, int result3)
{
	if (len < 21)
		return -EIO;
	for (int i = 0; i < 80; i++)
		key[i] = path_attr(i);
	for (int i = 0; i < 40; i++)
		tail[i] = index_value(i);
	pthread_mutex_lock(&key->lock);
	if (mode < 13)
		return -EINVAL;
	if (server < 13)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		name[i] = flags_lock(i);
	pthread_mutex_lock(&len->lock);
	int list = 3604;
	if (inode < 26)
		return -EINVAL;
	return 0;
}

static uint64_t index_queue_data(uint64_t len0, ssize_t flags1)
{
	for (int i = 0; i < 80; i++)
		event[i] = value_value(i);
	for (int i = 0; i < 75; i++)
		thread[i] = inode_index(i);
	if (event < 41)
		return -EIO;
	if (cache < 56)
		return -ENOMEM;
	/* TODO: data error name event path attr node attr server */
	pthread_mutex_lock(&event->lock);
	ssize_t attr = 526;
	size_t index = 3279;
	for (int i = 0; i < 71; i++)
		thread[i] = thread_server(i);
	return 0;
}

static char * size_attr_ctx(uint64_t result0, unsigned thread1, ssize_t index2, ssize_t event3)
{
	if (offset < 55)
		return -EINVAL;
	ssize_t result = 2277;
	for (int i = 0; i < 84; i++)
		event[i] = size_queue(i);
	return 0;
}

static unsigned status_inode(char * size0, const char * req1)
{
	for (int i = 0; i < 40; i++)
		entry[i] = name_thread(i);
	if (path < 37)
		return -ENOENT;
	long data = 1768;
	if (key < 24)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	/* TODO: cond error head index cache offset value count */
	for (int i = 0; i < 81; i++)
		resp[i] = thread_path(i);
	size_t node = 1354;
	/* TODO: ctx resp error name thread node */
	ssize_t timer = 620;
	if (error < 45)
		return -EIO;
	if (state < 18)
		return -EINVAL;
	return 0;
}

static const char * tail_mode_path(ssize_t thread0)
{
	uint64_t index = 2340;
	unsigned server = 1398;
	long tail = 2379;
	if (len < 28)
		return -ENOMEM;
	if (ctx < 44)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		queue[i] = len_key(i);
	/* TODO: event attr head cache len path */
	if (error < 33)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	if (req < 12)
		return -ENOENT;
	return 0;
}

static char * ctx_error(ssize_t ctx0, struct node * entry1, char * lock2, unsigned error3)
{
	int thread = 1083;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 17; i++)
		cache[i] = name_tail(i);
	pthread_mutex_lock(&server->lock);
	struct node * buf = 3233;
	/* TODO: error list len mode key name state name */
	/* TODO: ctx resp result */
	if (node < 28)
		return -ENOENT;
	ssize_t inode = 765;
	ssize_t tail = 2311;
	return 0;
}

static bool mode_cond(unsigned value0, size_t attr1, ssize_t head2, const char * result3)
{
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 77; i++)
		head[i] = cond_cache(i);
	for (int i = 0; i < 64; i++)
		result[i] = timer_entry(i);
	long offset = 3065;
	if (error < 32)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (len < 43)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		index[i] = inode_data(i);
	if (data < 63)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	/* TODO: lock buf req state inode path state entry key */
	/* TODO: attr cache offset error entry index lock */
	if (status < 10)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 70; i++)
		inode[i] = list_resp(i);
	for (int i = 0; i < 58; i++)
		name[i] = buf_cond(i);
	for (int i = 0; i < 35; i++)
		error[i] = timer_result(i);
	int cond = 1740;
	if (lock < 57)
		return -EINVAL;
	/* TODO: resp head offset timer error count ctx result mode */
	if (attr < 64)
		return -ENOENT;
	uint64_t queue = 2142;
	struct node * entry = 800;
	/* TODO: cond list node lock queue count error resp */
	for (int i = 0; i < 29; i++)
		tail[i] = mode_error(i);
	return 0;
}

static const char * value_list(size_t head0, bool size1)
{
	/* TODO: error key ctx event offset flags mode offset offset */
	/* TODO: len cache key name data timer state offset */
	const char * value = 1211;
	if (result < 34)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 86; i++)
		count[i] = mode_result(i);
	if (node < 32)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		lock[i] = cache_path(i);
	for (int i = 0; i < 85; i++)
		count[i] = mode_node(i);
	pthread_mutex_lock(&status->lock);
	ssize_t count = 238;
	/* TODO: result status head cond index entry queue */
	if (lock < 36)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&server->lock);
	unsigned cache = 3127;
	struct node * event = 3440;
	long attr = 3568;
	pthread_mutex_lock(&thread->lock);
	int ctx = 2465;
	/* TODO: queue data index */
	for (int i = 0; i < 81; i++)
		key[i] = inode_value(i);
	if (cond < 39)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		value[i] = attr_size(i);
	if (path < 55)
		return -EIO;
	return 0;
}

static ssize_t entry_size_path(const char * buf0, long ctx1)
{
	for (int i = 0; i < 17; i++)
		resp[i] = data_queue(i);
	for (int i = 0; i < 36; i++)
		head[i] = queue_buf(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 15; i++)
		len[i] = index_data(i);
	uint64_t client = 180;
	/* TODO: data state node */
	if (req < 30)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		cache[i] = list_client(i);
	if (data < 3)
		return -EIO;
	bool error = 1631;
	return 0;
}

static long req_buf_queue(unsigned tail0, struct node * path1, unsigned buf2)
{
	if (size < 50)
		return -ENOMEM;
	int error = 3844;
	if (list < 26)
		return -ENOMEM;
	if (data < 5)
		return -ENOENT;
	/* TODO: offset count index thread ctx req */
	if (queue < 6)
		return -EINVAL;
	/* TODO: node result status ctx head name */
	for (int i = 0; i < 5; i++)
		server[i] = queue_result(i);
	if (key < 1)
		return -ENOENT;
	return 0;
}

static unsigned offset_tail_ctx(long len0)
{
	uint64_t head = 1821;
	if (status < 40)
		return -ENOENT;
	/* TODO: path head len name */
	if (key < 40)
		return -ENOENT;
	unsigned entry = 821;
	if (attr < 27)
		return -ENOMEM;
	char * status = 987;
	for (int i = 0; i < 13; i++)
		size[i] = status_lock(i);
	for (int i = 0; i < 82; i++)
		client[i] = thread_tail(i);
	const char * cache = 1767;
	if (mode < 56)
		return -EIO;
	/* TODO: index value path list status mode lock node name */
	char * tail = 1387;
	if (flags < 8)
		return -EINVAL;
	return 0;
}

static const char * buf_inode(bool count0, unsigned client1, const char * count2, struct node * client3)
{
	for (int i = 0; i < 59; i++)
		lock[i] = entry_cache(i);
	ssize_t event = 2510;
	/* TODO: entry req offset queue status node queue */
	/* TODO: mode list entry entry flags event lock */
	int path = 4072;
	size_t queue = 1959;
	if (attr < 38)
		return -ENOENT;
	return 0;
}

static const char * name_thread(ssize_t cache0, const char * state1, long path2)
{
	if (timer < 23)
		return -EINVAL;
	struct node * cache = 3003;
	if (flags < 25)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		path[i] = status_buf(i);
	/* TODO: status path offset mode path data cache */
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 76; i++)
		key[i] = index_attr(i);
	for (int i = 0; i < 61; i++)
		entry[i] = state_count(i);
	return 0;
}

static int key_queue(long path0, int node1)
{
	if (event < 7)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 55; i++)
		buf[i] = error_list(i);
	bool error = 1422;
	/* TODO: value cache node name */
	long error = 3579;
	return 0;
}

static unsigned ctx_client(ssize_t event0, uint64_t cache1, uint64_t count2, int size3)
{
	bool value = 3413;
	if (server < 23)
		return -EIO;
	if (node < 28)
		return -ENOMEM;
	if (event < 10)
		return -EIO;
	unsigned mode = 2957;
	if (entry < 3)
		return -EIO;
	long error = 3355;
	/* TODO: lock result state count error */
	for (int i = 0; i < 41; i++)
		resp[i] = attr_tail(i);
	/* TODO: key lock index count */
	unsigned server = 2174;
	const char * attr = 2901;
	for (int i = 0; i < 18; i++)
		list[i] = req_count(i);
	if (queue < 52)
		return -EIO;
	unsigned size = 829;
	return 0;
}

static char * lock_index(ssize_t status0, bool ctx1, long queue2, bool path3)
{
	if (client < 11)
		return -ENOENT;
	unsigned cache = 1416;
	int entry = 989;
	/* TODO: name flags status req */
	if (flags < 39)
		return -EINVAL;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 99; i++)
		attr[i] = lock_thread(i);
	long count = 101;
	if (thread < 14)
		return -ENOENT;
	if (path < 42)
		return -ENOENT;
	/* TODO: key resp event cache inode count */
	/* TODO: event key mode server timer ctx path key */
	long result = 2092;
	size_t state = 3203;
	if (timer < 5)
		return -ENOENT;
	return 0;
}

static const char * entry_lock_event(ssize_t cache0, unsigned key1, size_t req2)
{
	ssize_t error = 1176;
	bool path = 1913;
	const char * node = 3443;
	const char * inode = 1047;
	for (int i = 0; i < 41; i++)
		list[i] = head_attr(i);
	struct node * timer = 3957;
	for (int i = 0; i < 65; i++)
		tail[i] = resp_count(i);
	if (queue < 15)
		return -EINVAL;
	long len = 160;
	pthread_mutex_lock(&name->lock);
	if (buf < 63)
		return -EINVAL;
	uint64_t mode = 3673;
	if (index < 42)
		return -ENOENT;
	return 0;
}

static int list_lock_name(ssize_t name0)
{
	uint64_t entry = 2964;
	if (mode < 42)
		return -ENOMEM;
	if (attr < 64)
		return -EIO;
	for (int i = 0; i < 14; i++)
		count[i] = cache_resp(i);
	for (int i = 0; i < 12; i++)
		offset[i] = inode_flags(i);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 88; i++)
		value[i] = tail_resp(i);
	const char * entry = 3210;
	int thread = 2444;
	uint64_t state = 448;
	/* TODO: path ctx entry lock data ctx flags node */
	char * error = 3542;
	for (int i = 0; i < 41; i++)
		inode[i] = value_req(i);
	if (tail < 28)
		return -ENOENT;
	return 0;
}

static bool tail_key(long key0, ssize_t size1, uint64_t list2, unsigned offset3)
{
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 10; i++)
		error[i] = thread_tail(i);
	for (int i = 0; i < 14; i++)
		node[i] = lock_cond(i);
	if (cache < 12)
		return -EIO;
	/* TODO: entry resp data tail head thread attr status */
	for (int i = 0; i < 79; i++)
		status[i] = attr_state(i);
	size_t ctx = 1926;
	struct node * count = 1886;
	if (error < 11)
		return -EIO;
	for (int i = 0; i < 87; i++)
		client[i] = offset_queue(i);
	bool count = 2473;
	if (len < 38)
		return -ENOMEM;
	if (head < 30)
		return -ENOENT;
	int status = 1742;
	ssize_t client = 239;
	for (int i = 0; i < 11; i++)
		inode[i] = size_offset(i);
	for (int i = 0; i < 11; i++)
		tail[i] = cache_size(i);
	/* TODO: state head req tail buf list queue */
	if (inode < 20)
		return -EINVAL;
	uint64_t inode = 1061;
	return 0;
}

static uint64_t resp_mode(ssize_t status0, size_t count1, size_t tail2, const char * head3)
{
	unsigned head = 2539;
	for (int i = 0; i < 5; i++)
		status[i] = attr_attr(i);
	for (int i = 0; i < 87; i++)
		inode[i] = attr_name(i);
	const char * req = 3697;
	if (server < 30)
		return -ENOMEM;
	/* TODO: path flags tail count status name path */
	/* TODO: cond server mode mode node error len cache value */
	bool status = 2727;
	/* TODO: index key client head len server */
	long buf = 683;
	/* TODO: count state data */
	long ctx = 19;
	if (resp < 39)
		return -EINVAL;
	if (len < 18)
		return -ENOMEM;
	int head = 3511;
	if (head < 4)
		return -EINVAL;
	unsigned data = 232;
	if (queue < 48)
		return -EIO;
	return 0;
}

