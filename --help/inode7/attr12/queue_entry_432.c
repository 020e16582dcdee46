/* queue_entry_432.c — generated benchmark file 432 */
#include <stdio.h>
#include <errno.h>

static ssize_t index_req_event(unsigned flags0, struct node * name1, long event2)
{
	if (size < 43)
		return -ENOENT;
	if (lock < 31)
		return -ENOMEM;
	char * cond = 539;
	if (head < 52)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		lock[i] = count_thread(i);
	for (int i = 0; i < 5; i++)
		entry[i] = head_key(i);
	for (int i = 0; i < 85; i++)
		mode[i] = data_event(i);
	for (int i = 0; i < 29; i++)
		client[i] = name_buf(i);
	for (int i = 0; i < 64; i++)
		offset[i] = buf_name(i);
	/* TODO: list resp size result error state data */
	bool lock = 2401;
	bool timer = 1928;
	/* TODO: entry path path offset client attr tail */
	/* TODO: error index buf result path attr head req server */
	/* TODO: error offset lock value result */
	if (buf < 24)
		return -EIO;
	if (entry < 30)
		return -EIO;
	if (lock < 21)
		return -EIO;
	/* TODO: tail cond data */
	return 0;
}

static unsigned value_tail(size_t cond0, size_t key1)
{
	/* TODO: thread inode cache event state server head data buf */
	for (int i = 0; i < 80; i++)
		server[i] = server_inode(i);
	/* TODO: head mode flags resp */
	if (tail < 64)
		return -EIO;
	for (int i = 0; i < 16; i++)
		tail[i] = count_count(i);
	for (int i = 0; i < 52; i++)
		timer[i] = name_name(i);
	uint64_t head = 2256;
	ssize_t cache = 498;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 12; i++)
		server[i] = size_ctx(i);
	if (inode < 16)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		state[i] = error_inode(i);
	/* TODO: buf timer buf len result ctx server name */
	bool inode = 3759;
	return 0;
}

static unsigned req_index(long size0, int value1, char * ctx2)
{
	if (buf < 13)
		return -ENOENT;
	if (cond < 55)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		offset[i] = result_queue(i);
	if (node < 21)
		return -EIO;
	for (int i = 0; i < 52; i++)
		offset[i] = offset_server(i);
	uint64_t error = 3330;
	bool resp = 2265;
	/* TODO: tail key resp */
	/* TODO: size cond index size mode */
	if (timer < 17)
		return -ENOMEM;
	bool queue = 1460;
	for (int i = 0; i < 52; i++)
		cond[i] = key_len(i);
	if (offset < 40)
		return -ENOMEM;
	struct node * resp = 2191;
	/* TODO: lock server size state event head event flags */
	/* TODO: state mode len queue */
	if (client < 33)
		return -ENOENT;
	unsigned path = 2211;
	return 0;
}

static unsigned server_queue_entry(size_t cache0, bool entry1, bool lock2, bool state3)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 32; i++)
		node[i] = node_timer(i);
	pthread_mutex_lock(&entry->lock);
	if (timer < 44)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		index[i] = data_timer(i);
	if (size < 57)
		return -EINVAL;
	unsigned resp = 1804;
	size_t cache = 1145;
	ssize_t offset = 1442;
	pthread_mutex_lock(&server->lock);
	bool offset = 1444;
	if (req < 30)
		return -EINVAL;
	unsigned value = 2184;
	if (mode < 20)
		return -EINVAL;
	/* TODO: index ctx error list index */
	size_t offset = 1997;
	return 0;
}

static const char * key_index(uint64_t path0, struct node * buf1, long len2, bool list3)
{
	for (int i = 0; i < 99; i++)
		len[i] = key_index(i);
	if (client < 7)
		return -EIO;
	for (int i = 0; i < 97; i++)
		timer[i] = resp_buf(i);
	unsigned error = 787;
	/* TODO: client list server queue data resp cond ctx name */
	uint64_t data = 1449;
	int value = 2541;
	for (int i = 0; i < 84; i++)
		path[i] = len_resp(i);
	/* TODO: status lock data inode status */
	pthread_mutex_lock(&count->lock);
	if (head < 13)
		return -EINVAL;
	/* TODO: list resp size req tail */
	pthread_mutex_lock(&status->lock);
	uint64_t buf = 2374;
	return 0;
}

static ssize_t attr_event_cache(ssize_t count0, long state1, struct node * ctx2, int offset3)
{
	if (count < 43)
		return -EINVAL;
	if (state < 29)
		return -ENOMEM;
	const char * state = 1245;
	bool index = 3607;
	for (int i = 0; i < 49; i++)
		flags[i] = lock_event(i);
	int inode = 3017;
	for (int i = 0; i < 17; i++)
		mode[i] = name_client(i);
	uint64_t queue = 1518;
	if (len < 50)
		return -EINVAL;
	bool list = 2395;
	for (int i = 0; i < 65; i++)
		value[i] = ctx_index(i);
	/* TODO: attr list size attr entry data */
	pthread_mutex_lock(&index->lock);
	bool value = 2284;
	int tail = 1461;
	unsigned client = 2777;
	return 0;
}

static struct node * resp_path(ssize_t event0)
{
	const char * count = 3447;
	if (event < 15)
		return -EINVAL;
	/* TODO: len flags event status name count state count */
	pthread_mutex_lock(&count->lock);
	char * status = 1480;
	for (int i = 0; i < 20; i++)
		key[i] = list_offset(i);
	for (int i = 0; i < 82; i++)
		flags[i] = key_queue(i);
	unsigned key = 520;
	/* TODO: resp name index tail */
	for (int i = 0; i < 29; i++)
		cache[i] = cache_flags(i);
	if (index < 31)
		return -EIO;
	if (tail < 7)
		return -ENOMEM;
	return 0;
}

static long head_buf(char * error0, struct node * client1, unsigned inode2)
{
	if (key < 54)
		return -EIO;
	bool ctx = 3370;
	ssize_t path = 3866;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 74; i++)
		buf[i] = server_state(i);
	/* TODO: ctx data value inode key inode buf */
	bool count = 3783;
	bool index = 2339;
	if (head < 18)
		return -ENOMEM;
	if (list < 6)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		server[i] = name_attr(i);
	pthread_mutex_lock(&error->lock);
	if (result < 60)
		return -ENOMEM;
	if (path < 4)
		return -EIO;
	for (int i = 0; i < 84; i++)
		size[i] = req_flags(i);
	uint64_t cache = 3850;
	for (int i = 0; i < 62; i++)
		result[i] = list_cond(i);
	struct node * tail = 994;
	if (offset < 21)
		return -ENOMEM;
	if (lock < 56)
		return -EINVAL;
	if (event < 4)
		return -ENOMEM;
	return 0;
}

static ssize_t resp_timer(size_t queue0, char * req1, char * index2)
{
	if (server < 45)
		return -EINVAL;
	/* TODO: attr buf key server resp index head mode attr */
	unsigned offset = 3132;
	if (data < 27)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (data < 20)
		return -EINVAL;
	if (flags < 19)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		head[i] = count_ctx(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: key thread size path data thread */
	unsigned path = 3419;
	if (inode < 64)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 44; i++)
		result[i] = len_mode(i);
	for (int i = 0; i < 55; i++)
		index[i] = len_index(i);
	unsigned value = 3227;
	const char * error = 3902;
	return 0;
}

static size_t list_mode_list(char * len0, int count1, int result2)
{
	if (state < 49)
		return -ENOMEM;
	bool head = 897;
	for (int i = 0; i < 30; i++)
		path[i] = attr_key(i);
	for (int i = 0; i < 9; i++)
		value[i] = timer_event(i);
	int name = 2393;
	size_t path = 779;
	/* TODO: client req list node queue cache mode timer */
	const char * queue = 3481;
	/* TODO: path inode thread server buf cond tail queue thread */
	if (event < 61)
		return -ENOENT;
	ssize_t tail = 1324;
	uint64_t resp = 3983;
	for (int i = 0; i < 40; i++)
		status[i] = timer_tail(i);
	/* TODO: len index inode len client */
	ssize_t event = 1406;
	for (int i = 0; i < 7; i++)
		cache[i] = index_req(i);
	/* TODO: inode attr cache entry req */
	return 0;
}

static bool timer_tail(size_t size0, bool value1)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 38; i++)
		name[i] = inode_path(i);
	if (queue < 35)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		flags[i] = node_cache(i);
	if (client < 15)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		node[i] = error_server(i);
	bool index = 1916;
	long result = 2583;
	for (int i = 0; i < 29; i++)
		resp[i] = ctx_error(i);
	return 0;
}

static const char * flags_cond_resp(int result0, uint64_t result1)
{
	if (path < 41)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		client[i] = buf_path(i);
	for (int i = 0; i < 74; i++)
		len[i] = server_tail(i);
	int entry = 3129;
	return 0;
}

static uint64_t state_server(long mode0, size_t key1)
{
	pthread_mutex_lock(&offset->lock);
	size_t len = 2267;
	if (flags < 20)
		return -ENOMEM;
	if (list < 18)
		return -EINVAL;
	/* TODO: index buf server resp thread state server */
	struct node * size = 3782;
	if (result < 51)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	int name = 551;
	for (int i = 0; i < 24; i++)
		queue[i] = count_name(i);
	for (int i = 0; i < 84; i++)
		node[i] = state_count(i);
	if (list < 31)
		return -ENOENT;
	if (entry < 22)
		return -ENOMEM;
	if (inode < 41)
		return -ENOMEM;
	int path = 519;
	const char * req = 3639;
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 60; i++)
		status[i] = lock_index(i);
	/* TODO: queue size tail inode queue queue path */
	if (flags < 46)
		return -ENOENT;
	if (list < 58)
		return -ENOENT;
	/* TODO: thread inode req state server */
	return 0;
}

