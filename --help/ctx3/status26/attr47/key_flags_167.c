/* key_flags_167.c — generated benchmark file 167 */
#include <stdio.h>
#include <errno.h>

static const char * client_size(char * error0)
{
	for (int i = 0; i < 46; i++)
		len[i] = mode_node(i);
	ssize_t value = 4024;
	ssize_t size = 2875;
	if (count < 61)
		return -ENOMEM;
	return 0;
}

static struct node * req_result(const char * key0)
{
	/* TODO: lock offset ctx client ctx */
	pthread_mutex_lock(&attr->lock);
	if (entry < 50)
		return -ENOMEM;
	unsigned queue = 840;
	const char * key = 3481;
	unsigned cond = 2268;
	return 0;
}

static int result_queue(int buf0, size_t key1)
{
	if (timer < 33)
		return -ENOMEM;
	if (key < 27)
		return -EINVAL;
	if (mode < 9)
		return -EINVAL;
	/* TODO: mode head size inode size */
	uint64_t ctx = 2411;
	if (path < 6)
		return -EIO;
	bool result = 496;
	ssize_t server = 407;
	if (attr < 2)
		return -ENOENT;
	long tail = 3769;
	for (int i = 0; i < 57; i++)
		result[i] = tail_inode(i);
	int event = 2371;
	return 0;
}

static ssize_t count_head_node(bool server0, ssize_t entry1, bool len2, char * entry3)
{
	const char * name = 1283;
	for (int i = 0; i < 40; i++)
		error[i] = ctx_offset(i);
	/* TODO: cond resp path error ctx */
	const char * ctx = 1063;
	for (int i = 0; i < 16; i++)
		event[i] = resp_size(i);
	const char * index = 1868;
	if (state < 52)
		return -EIO;
	/* TODO: value req node buf resp lock index node lock */
	for (int i = 0; i < 12; i++)
		attr[i] = cond_ctx(i);
	/* TODO: event len node error */
	if (buf < 62)
		return -ENOMEM;
	char * offset = 1693;
	for (int i = 0; i < 19; i++)
		lock[i] = head_buf(i);
	pthread_mutex_lock(&result->lock);
	char * path = 2597;
	return 0;
}

static unsigned event_state(long key0, long size1, bool offset2)
{
	pthread_mutex_lock(&result->lock);
	if (data < 35)
		return -EIO;
	if (node < 29)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		node[i] = resp_resp(i);
	unsigned name = 3159;
	/* TODO: req inode client */
	char * state = 3150;
	if (attr < 56)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&count->lock);
	if (value < 9)
		return -EINVAL;
	size_t server = 202;
	for (int i = 0; i < 89; i++)
		status[i] = cache_name(i);
	/* TODO: value list queue value timer server */
	bool server = 3497;
	if (cache < 12)
		return -EINVAL;
	return 0;
}

static int result_state(uint64_t len0, int state1, ssize_t status2)
{
	ssize_t len = 2513;
	unsigned event = 788;
	char * error = 1885;
	/* TODO: len lock index flags server ctx inode */
	for (int i = 0; i < 73; i++)
		state[i] = head_offset(i);
	/* TODO: key head thread lock queue cond */
	long key = 1974;
	if (ctx < 17)
		return -ENOMEM;
	long mode = 476;
	return 0;
}

static char * name_mode(long entry0)
{
	struct node * key = 466;
	pthread_mutex_lock(&size->lock);
	struct node * node = 1422;
	if (req < 29)
		return -ENOMEM;
	if (thread < 57)
		return -ENOENT;
	struct node * thread = 1871;
	const char * key = 2141;
	return 0;
}

static int thread_flags_event(int cond0)
{
	if (entry < 53)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	if (flags < 48)
		return -EINVAL;
	if (size < 14)
		return -ENOENT;
	if (result < 27)
		return -EIO;
	struct node * ctx = 709;
	pthread_mutex_lock(&mode->lock);
	unsigned state = 3512;
	for (int i = 0; i < 10; i++)
		buf[i] = mode_server(i);
	for (int i = 0; i < 98; i++)
		data[i] = name_cond(i);
	return 0;
}

static int size_req(char * mode0, size_t client1, size_t inode2, long count3)
{
	pthread_mutex_lock(&req->lock);
	bool status = 1689;
	char * value = 1434;
	for (int i = 0; i < 90; i++)
		mode[i] = index_queue(i);
	bool result = 1123;
	bool head = 827;
	pthread_mutex_lock(&tail->lock);
	if (path < 5)
		return -ENOMEM;
	if (head < 25)
		return -EINVAL;
	if (thread < 3)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	/* TODO: state state thread queue error */
	for (int i = 0; i < 80; i++)
		mode[i] = list_list(i);
	return 0;
}

static uint64_t lock_inode(struct node * event0, unsigned key1)
{
	for (int i = 0; i < 73; i++)
		mode[i] = client_event(i);
	ssize_t size = 2143;
	if (buf < 57)
		return -EIO;
	if (event < 63)
		return -EINVAL;
	char * event = 4060;
	if (resp < 52)
		return -ENOMEM;
	struct node * mode = 1035;
	/* TODO: index mode error */
	char * mode = 958;
	for (int i = 0; i < 75; i++)
		event[i] = buf_list(i);
	const char * tail = 656;
	for (int i = 0; i < 62; i++)
		client[i] = mode_data(i);
	if (lock < 50)
		return -ENOENT;
	if (status < 42)
		return -ENOENT;
	size_t path = 675;
	for (int i = 0; i < 24; i++)
		index[i] = inode_len(i);
	uint64_t cache = 3291;
	for (int i = 0; i < 14; i++)
		req[i] = len_head(i);
	pthread_mutex_lock(&event->lock);
	/* TODO: state list tail cond thread */
	return 0;
}

static struct node * resp_value_queue(char * req0, ssize_t len1, bool lock2, int size3)
{
	if (lock < 35)
		return -ENOMEM;
	char * entry = 524;
	struct node * queue = 3703;
	for (int i = 0; i < 46; i++)
		data[i] = attr_thread(i);
	bool data = 3775;
	if (count < 26)
		return -EINVAL;
	if (data < 58)
		return -ENOENT;
	const char * offset = 3183;
	if (tail < 28)
		return -ENOMEM;
	return 0;
}

static uint64_t buf_resp(char * len0, size_t state1)
{
	for (int i = 0; i < 35; i++)
		value[i] = len_inode(i);
	if (mode < 53)
		return -ENOMEM;
	/* TODO: name server status thread queue value */
	return 0;
}

static ssize_t entry_entry(char * lock0, ssize_t resp1)
{
	uint64_t mode = 4044;
	for (int i = 0; i < 33; i++)
		size[i] = name_inode(i);
	for (int i = 0; i < 27; i++)
		lock[i] = name_ctx(i);
	for (int i = 0; i < 63; i++)
		index[i] = mode_server(i);
	if (count < 62)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		timer[i] = lock_status(i);
	/* TODO: thread thread attr list mode mode entry state */
	/* TODO: resp attr resp flags status client flags result */
	for (int i = 0; i < 50; i++)
		ctx[i] = server_name(i);
	for (int i = 0; i < 18; i++)
		result[i] = lock_error(i);
	if (status < 56)
		return -ENOENT;
	const char * state = 2472;
	pthread_mutex_lock(&cond->lock);
	if (result < 47)
		return -EIO;
	size_t client = 2545;
	for (int i = 0; i < 30; i++)
		name[i] = ctx_timer(i);
	pthread_mutex_lock(&node->lock);
	uint64_t value = 1247;
	if (status < 61)
		return -EIO;
	int node = 2099;
	int data = 540;
	return 0;
}

static size_t list_inode_tail(long error0, long queue1, ssize_t list2)
{
	if (ctx < 23)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		name[i] = flags_offset(i);
	unsigned lock = 2648;
	long server = 3802;
	if (name < 62)
		return -EINVAL;
	char * buf = 3644;
	unsigned entry = 2850;
	for (int i = 0; i < 81; i++)
		event[i] = buf_error(i);
	for (int i = 0; i < 91; i++)
		cache[i] = mode_server(i);
	/* TODO: node index event buf ctx flags ctx flags server */
	if (entry < 60)
		return -EIO;
	for (int i = 0; i < 55; i++)
		count[i] = entry_attr(i);
	ssize_t list = 2163;
	return 0;
}

static const char * ctx_size_key(long mode0)
{
	char * timer = 798;
	long req = 1406;
	for (int i = 0; i < 72; i++)
		index[i] = offset_lock(i);
	pthread_mutex_lock(&buf->lock);
	const char * index = 1435;
	pthread_mutex_lock(&event->lock);
	/* TODO: count buf name client ctx timer */
	uint64_t client = 109;
	if (client < 24)
		return -EIO;
	for (int i = 0; i < 34; i++)
		queue[i] = error_count(i);
	for (int i = 0; i < 29; i++)
		attr[i] = attr_status(i);
	for (int i = 0; i < 98; i++)
		offset[i] = error_key(i);
	size_t queue = 3064;
	if (resp < 22)
		return -ENOMEM;
	struct node * cache = 1514;
	/* TODO: status result thread */
	char * flags = 2810;
	return 0;
}

static size_t name_event(ssize_t client0, size_t value1, struct node * event2, bool key3)
{
	uint64_t key = 103;
	size_t len = 3259;
	if (buf < 21)
		return -EIO;
	const char * flags = 122;
	if (client < 63)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		size[i] = tail_path(i);
	uint64_t cache = 71;
	return 0;
}

static long value_thread(uint64_t count0, struct node * index1, struct node * list2, uint64_t tail3)
{
	size_t status = 1751;
	uint64_t size = 1973;
	char * status = 2574;
	return 0;
}

static const char * flags_tail(ssize_t cache0, struct node * state1, int event2, const char * cond3)
{
	pthread_mutex_lock(&list->lock);
	long inode = 785;
	pthread_mutex_lock(&event->lock);
	if (result < 35)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	long cond = 1831;
	if (req < 37)
		return -EINVAL;
	if (req < 32)
		return -ENOENT;
	ssize_t offset = 968;
	for (int i = 0; i < 31; i++)
		head[i] = cond_index(i);
	/* TODO: tail size entry data inode result status path index */
	for (int i = 0; i < 66; i++)
		index[i] = list_req(i);
	/* TODO: error client resp entry name flags cond index flags */
	if (offset < 45)
		return -EIO;
	if (buf < 60)
		return -ENOENT;
	if (name < 13)
		return -ENOMEM;
	struct node * lock = 2743;
	return 0;
}

static unsigned inode_flags(const char * name0, char * cache1)
{
	const char * cond = 114;
	long event = 2839;
	for (int i = 0; i < 57; i++)
		len[i] = tail_thread(i);
	ssize_t server = 2949;
	for (int i = 0; i < 34; i++)
		ctx[i] = result_state(i);
	for (int i = 0; i < 48; i++)
		path[i] = client_thread(i);
	if (req < 41)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 84; i++)
		event[i] = buf_ctx(i);
	for (int i = 0; i < 44; i++)
		offset[i] = mode_key(i);
	ssize_t state = 3331;
	long size = 3598;
	/* TODO: resp result index status attr timer lock event */
	bool buf = 322;
	/* TODO: lock cache offset */
	if (inode < 51)
		return -EINVAL;
	if (node < 32)
		return -ENOENT;
	return 0;
}

static size_t head_ctx(unsigned path0, ssize_t offset1, int ctx2)
{
	if (node < 39)
		return -ENOENT;
	/* TODO: server inode name state */
	uint64_t state = 2223;
	pthread_mutex_lock(&node->lock);
	char * list = 1022;
	if (index < 62)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		state[i] = buf_path(i);
	if (attr < 36)
		return -EIO;
	/* TODO: index len server lock ctx thread status */
	if (size < 12)
		return -EIO;
	bool index = 3088;
	long timer = 3237;
	return 0;
}

static const char * thread_size(size_t event0)
{
	for (int i = 0; i < 50; i++)
		tail[i] = thread_list(i);
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&size->lock);
	/* TODO: error inode tail ctx error */
	for (int i = 0; i < 23; i++)
		name[i] = path_node(i);
	if (head < 45)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	/* TODO: value status count server */
	if (req < 27)
		return -EINVAL;
	const char * path = 4004;
	ssize_t entry = 3945;
	if (result < 4)
		return -ENOENT;
	/* TODO: buf status mode head */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&state->lock);
	/* TODO: timer count queue */
	if (result < 28)
		return -EINVAL;
	return 0;
}

static long tail_lock(size_t attr0, int value1)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: resp data value error buf */
	pthread_mutex_lock(&timer->lock);
	/* TODO: event key key error timer value attr list */
	for (int i = 0; i < 19; i++)
		queue[i] = ctx_data(i);
	for (int i = 0; i < 84; i++)
		list[i] = size_value(i);
	ssize_t len = 449;
	pthread_mutex_lock(&flags->lock);
	/* TODO: server offset offset event */
	uint64_t resp = 3826;
	int status = 956;
	for (int i = 0; i < 63; i++)
		cache[i] = entry_server(i);
	long path = 501;
	for (int i = 0; i < 13; i++)
		cache[i] = inode_index(i);
	for (int i = 0; i < 96; i++)
		thread[i] = state_name(i);
	/* TODO: lock count offset */
	for (int i = 0; i < 64; i++)
		state[i] = count_name(i);
	long buf = 4003;
	ssize_t error = 3067;
	if (size < 4)
		return -ENOMEM;
	if (data < 42)
		return -EIO;
	struct node * state = 2674;
	return 0;
}

static char * event_inode(char * lock0, unsigned inode1, uint64_t resp2)
{
	for (int i = 0; i < 84; i++)
		data[i] = tail_buf(i);
	for (int i = 0; i < 41; i++)
		lock[i] = entry_head(i);
	pthread_mutex_lock(&status->lock);
	ssize_t result = 472;
	for (int i = 0; i < 91; i++)
		event[i] = path_state(i);
	if (req < 17)
		return -ENOENT;
	ssize_t thread = 1748;
	pthread_mutex_lock(&attr->lock);
	uint64_t queue = 3291;
	/* TODO: server event data inode value attr cond list */
	if (path < 62)
		return -EIO;
	/* TODO: state status head name cache queue */
	const char * result = 267;
	for (int i = 0; i < 86; i++)
		lock[i] = result_ctx(i);
	pthread_mutex_lock(&data->lock);
	struct node * flags = 1566;
	long cond = 2684;
	for (int i = 0; i < 24; i++)
		client[i] = offset_key(i);
	int size = 2912;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static const char * node_index(long buf0, long server1, char * offset2)
{
	long offset = 3396;
	ssize_t entry = 845;
	unsigned list = 2497;
	if (count < 19)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	size_t queue = 1995;
	/* TODO: event value size attr node state inode server entry */
	if (resp < 26)
		return -ENOENT;
	if (list < 8)
		return -ENOMEM;
	if (buf < 25)
		return -EINVAL;
	if (buf < 26)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (flags < 38)
		return -ENOMEM;
	const char * flags = 2362;
	return 0;
}

static bool attr_len_inode(ssize_t client0, const char * cache1)
{
	if (inode < 60)
		return -EINVAL;
	const char * mode = 3998;
	if (flags < 5)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		data[i] = error_len(i);
	for (int i = 0; i < 61; i++)
		queue[i] = node_path(i);
	for (int i = 0; i < 37; i++)
		mode[i] = ctx_ctx(i);
	/* TODO: name event value value node cache thread */
	ssize_t name = 1566;
	ssize_t thread = 1295;
	if (count < 8)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		tail[i] = tail_list(i);
	int name = 3584;
	for (int i = 0; i < 35; i++)
		entry[i] = lock_node(i);
	if (cond < 30)
		return -ENOENT;
	if (queue < 44)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	unsigned entry = 3637;
	return 0;
}

static int thread_data(long tail0, ssize_t head1, int state2)
{
	size_t result = 3492;
	pthread_mutex_lock(&name->lock);
	if (node < 54)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		lock[i] = queue_result(i);
	for (int i = 0; i < 38; i++)
		name[i] = client_count(i);
	size_t count = 884;
	for (int i = 0; i < 95; i++)
		inode[i] = tail_cond(i);
	return 0;
}

static const char * cache_status(unsigned tail0, const char * inode1, unsigned cache2, unsigned index3)
{
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 100; i++)
		lock[i] = name_thread(i);
	const char * cache = 808;
	/* TODO: client cache thread node attr head value count */
	const char * tail = 976;
	/* TODO: buf result tail */
	if (name < 57)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	/* TODO: error ctx list client value key server */
	unsigned thread = 66;
	if (resp < 52)
		return -EINVAL;
	/* TODO: name list value entry */
	const char * buf = 1731;
	return 0;
}

static const char * lock_inode(uint64_t node0, bool result1, int tail2, ssize_t index3)
{
	pthread_mutex_lock(&req->lock);
	if (resp < 25)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	return 0;
}

static struct node * queue_key(int tail0)
{
	ssize_t key = 3006;
	uint64_t req = 2853;
	ssize_t result = 408;
	if (node < 63)
		return -ENOENT;
	if (cache < 32)
		return -EIO;
	if (lock < 32)
		return -ENOENT;
	if (event < 14)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		size[i] = error_state(i);
	if (queue < 14)
		return -ENOMEM;
	/* TODO: entry flags status client cond tail client */
	unsigned client = 157;
	struct node * flags = 3796;
	pthread_mutex_lock(&flags->lock);
	if (resp < 42)
		return -EIO;
	for (int i = 0; i < 62; i++)
		buf[i] = event_index(i);
	pthread_mutex_lock(&client->lock);
	if (name < 34)
		return -ENOENT;
	struct node * cond = 390;
	long lock = 3666;
	/* TODO: value offset tail timer value client size */
	return 0;
}

static char * index_len(unsigned state0, ssize_t lock1, unsigned server2)
{
	if (client < 60)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		cond[i] = path_data(i);
	for (int i = 0; i < 15; i++)
		timer[i] = len_list(i);
	if (req < 34)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		attr[i] = timer_data(i);
	if (queue < 63)
		return -EIO;
	if (state < 44)
		return -ENOENT;
	size_t data = 244;
	struct node * path = 1672;
	pthread_mutex_lock(&list->lock);
	unsigned index = 2528;
	for (int i = 0; i < 5; i++)
		event[i] = tail_thread(i);
	/* TODO: queue result index name */
	for (int i = 0; i < 10; i++)
		value[i] = cache_flags(i);
	const char * flags = 1984;
	for (int i = 0; i < 72; i++)
		tail[i] = server_error(i);
	return 0;
}

static long buf_node(const char * value0, char * buf1)
{
	char * cache = 1932;
	int name = 1964;
	for (int i = 0; i < 79; i++)
		queue[i] = result_entry(i);
	for (int i = 0; i < 14; i++)
		error[i] = queue_tail(i);
	if (cond < 32)
		return -ENOENT;
	if (flags < 42)
		return -ENOMEM;
	if (node < 62)
		return -EIO;
	for (int i = 0; i < 79; i++)
		len[i] = head_path(i);
	char * resp = 1579;
	/* TODO: inode count list */
	/* TODO: head name buf offset queue size offset */
	int mode = 2654;
	if (size < 35)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		index[i] = server_lock(i);
	/* TODO: inode offset key path buf state cache key */
	if (attr < 19)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	char * resp = 250;
	return 0;
}

static uint64_t inode_size(size_t list0, ssize_t state1, bool state2)
{
	/* TODO: cond queue flags len state key node event */
	/* TODO: offset result lock status server ctx len */
	if (flags < 27)
		return -EIO;
	if (resp < 46)
		return -ENOMEM;
	if (name < 29)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		list[i] = entry_mode(i);
	return 0;
}

static uint64_t resp_flags_buf(ssize_t buf0, bool cond1)
{
	int head = 2765;
	pthread_mutex_lock(&data->lock);
	/* TODO: index client timer */
	ssize_t path = 3994;
	/* TODO: tail event ctx count cond */
	pthread_mutex_lock(&mode->lock);
	if (result < 12)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		len[i] = data_error(i);
	long lock = 3006;
	struct node * status = 2817;
	char * server = 841;
	for (int i = 0; i < 100; i++)
		len[i] = count_list(i);
	/* TODO: buf mode tail inode */
	/* TODO: status lock inode timer path status list */
	int thread = 2441;
	char * buf = 1262;
	if (resp < 26)
		return -EINVAL;
	if (buf < 40)
		return -EIO;
	if (ctx < 55)
		return -ENOMEM;
	return 0;
}

static const char * data_req_status(unsigned buf0, unsigned list1, size_t server2, ssize_t cache3)
{
	for (int i = 0; i < 68; i++)
		status[i] = size_index(i);
	/* TODO: node index len node status path */
	if (entry < 59)
		return -ENOENT;
	if (client < 38)
		return -EIO;
	for (int i = 0; i < 16; i++)
		client[i] = attr_name(i);
	int client = 1274;
	for (int i = 0; i < 25; i++)
		event[i] = flags_result(i);
	for (int i = 0; i < 64; i++)
		timer[i] = data_key(i);
	/* TODO: status mode thread node error buf resp key */
	return 0;
}

static long attr_resp(bool event0)
{
	size_t offset = 2897;
	/* TODO: cond attr inode path head mode list */
	pthread_mutex_lock(&error->lock);
	ssize_t name = 2546;
	return 0;
}

static int resp_server_node(uint64_t size0, char * entry1)
{
	for (int i = 0; i < 52; i++)
		state[i] = timer_mode(i);
	if (len < 28)
		return -ENOENT;
	struct node * error = 1779;
	if (index < 3)
		return -ENOMEM;
	uint64_t index = 3300;
	/* TODO: inode path tail buf */
	if (name < 50)
		return -EINVAL;
	const char * inode = 2865;
	unsigned thread = 3560;
	char * status = 274;
	/* TODO: size server state server */
	for (int i = 0; i < 62; i++)
		len[i] = flags_data(i);
	char * index = 1570;
	if (len < 26)
		return -ENOENT;
	size_t status = 1011;
	/* TODO: client count node timer event name status */
	char * head = 2196;
	if (cache < 18)
		return -EIO;
	int cache = 3840;
	/* TODO: req offset path */
	/* TODO: path cache key thread entry result thread */
	return 0;
}

static size_t data_offset(size_t buf0, struct node * cond1, uint64_t resp2)
{
	unsigned index = 1995;
	if (node < 47)
		return -ENOMEM;
	uint64_t flags = 1841;
	long len = 3263;
	ssize_t result = 2204;
	int data = 887;
	/* TODO: status list data entry name */
	unsigned status = 3510;
	long result = 1911;
	bool attr = 893;
	bool cond = 2911;
	unsigned value = 3781;
	for (int i = 0; i < 100; i++)
		node[i] = state_result(i);
	if (timer < 60)
		return -EINVAL;
	if (req < 57)
		return -ENOENT;
	if (lock < 64)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	/* TODO: name index buf req len thread */
	for (int i = 0; i < 7; i++)
		cache[i] = state_thread(i);
	return 0;
}

static uint64_t value_req(unsigned error0, const char * client1)
{
	/* TODO: attr name tail event client path */
	/* TODO: queue mode error inode req lock mode */
	pthread_mutex_lock(&resp->lock);
	if (resp < 17)
		return -ENOENT;
	/* TODO: cond tail client thread */
	for (int i = 0; i < 67; i++)
		state[i] = head_node(i);
	if (node < 13)
		return -ENOMEM;
	return 0;
}

static char * thread_queue(long inode0, const char * lock1, size_t inode2)
{
	if (state < 40)
		return -ENOENT;
	size_t offset = 3599;
	/* TODO: result count attr offset lock data */
	size_t result = 2001;
	if (result < 55)
		return -ENOENT;
	if (error < 64)
		return -EINVAL;
	uint64_t data = 2797;
	for (int i = 0; i < 6; i++)
		entry[i] = resp_entry(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 67; i++)
		result[i] = result_list(i);
	uint64_t mode = 1601;
	unsigned resp = 3686;
	for (int i = 0; i < 74; i++)
		len[i] = index_mode(i);
	for (int i = 0; i < 17; i++)
		flags[i] = event_path(i);
	uint64_t queue = 1331;
	return 0;
}

static long data_head(unsigned ctx0, int req1)
{
	ssize_t data = 349;
	if (key < 33)
		return -ENOENT;
	struct node * len = 3001;
	if (status < 2)
		return -EIO;
	struct node * key = 3355;
	ssize_t entry = 3789;
	if (mode < 27)
		return -EIO;
	struct node * data = 3820;
	if (queue < 47)
		return -ENOENT;
	return 0;
}

static const char * node_key(struct node * path0)
{
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&index->lock);
	int head = 365;
	for (int i = 0; i < 19; i++)
		value[i] = flags_state(i);
	for (int i = 0; i < 73; i++)
		path[i] = flags_path(i);
	unsigned lock = 2921;
	size_t data = 1324;
	/* TODO: count count error ctx attr client server */
	struct node * event = 3980;
	pthread_mutex_lock(&cond->lock);
	if (path < 46)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		len[i] = len_thread(i);
	struct node * node = 2554;
	long cache = 1212;
	size_t path = 2035;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static int inode_cache(int len0, long server1)
{
	for (int i = 0; i < 52; i++)
		index[i] = thread_size(i);
	long client = 2619;
	for (int i = 0; i < 31; i++)
		count[i] = value_path(i);
	/* TODO: name count count cond req error key mode index */
	if (attr < 22)
		return -EINVAL;
	if (index < 41)
		return -ENOENT;
	long entry = 3420;
	if (node < 30)
		return -EINVAL;
	/* TODO: client status state entry offset thread event result */
	return 0;
}

static uint64_t result_status(int value0)
{
	for (int i = 0; i < 27; i++)
		ctx[i] = name_index(i);
	const char * server = 629;
	size_t flags = 3597;
	int head = 271;
	return 0;
}

static long flags_cond_lock(ssize_t data0, size_t ctx1, uint64_t server2, bool cache3)
{
	char * buf = 1773;
	for (int i = 0; i < 31; i++)
		name[i] = status_size(i);
	ssize_t queue = 878;
	struct node * client = 1056;
	if (path < 62)
		return -ENOENT;
	size_t tail = 104;
	if (cond < 35)
		return -EIO;
	if (name < 18)
		return -EINVAL;
	if (thread < 17)
		return -ENOMEM;
	if (value < 16)
		return -EIO;
	/* TODO: count server cache state entry node */
	char * req = 1280;
	/* TODO: ctx node cache flags thread node lock key */
	if (mode < 5)
		return -ENOMEM;
	ssize_t data = 1555;
	return 0;
}

static unsigned name_len_list(int flags0, bool cond1, const char * event2, unsigned result3)
{
	for (int i = 0; i < 38; i++)
		node[i] = lock_queue(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 40; i++)
		cond[i] = req_len(i);
	size_t name = 3074;
	pthread_mutex_lock(&result->lock);
	if (data < 12)
		return -ENOENT;
	if (resp < 40)
		return -EINVAL;
	/* TODO: node name ctx resp entry */
	char * size = 4010;
	ssize_t len = 3541;
	/* TODO: name status node client mode lock offset buf */
	for (int i = 0; i < 60; i++)
		index[i] = node_ctx(i);
	return 0;
}

