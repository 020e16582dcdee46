/* cache_buf_711.h — generated benchmark file 711 */
#include <stdio.h>
#include <errno.h>

static ssize_t state_len(char * req0, char * name1, int entry2)
{
	for (int i = 0; i < 30; i++)
		mode[i] = result_size(i);
	ssize_t result = 2391;
	/* TODO: lock event buf */
	for (int i = 0; i < 11; i++)
		server[i] = value_status(i);
	for (int i = 0; i < 60; i++)
		inode[i] = count_error(i);
	/* TODO: thread thread node */
	if (cache < 8)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		index[i] = value_timer(i);
	bool status = 3029;
	/* TODO: mode client path name mode */
	size_t req = 3704;
	for (int i = 0; i < 26; i++)
		tail[i] = data_head(i);
	if (value < 60)
		return -EINVAL;
	if (lock < 56)
		return -EINVAL;
	unsigned entry = 1553;
	for (int i = 0; i < 78; i++)
		offset[i] = state_key(i);
	if (attr < 13)
		return -EIO;
	pthread_mutex_lock(&ctx->lock);
	if (state < 20)
		return -EIO;
	size_t req = 830;
	long offset = 3438;
	const char * data = 2290;
	for (int i = 0; i < 14; i++)
		node[i] = size_state(i);
	/* TODO: index name server */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static const char * path_data_cond(size_t key0, char * head1, size_t resp2, unsigned tail3)
{
	if (cond < 34)
		return -ENOMEM;
	bool index = 2512;
	/* TODO: event mode value key value flags path cache */
	if (head < 23)
		return -ENOMEM;
	for (int i = 0; i < 35; i++)
		size[i] = error_status(i);
	const char * list = 1673;
	/* TODO: thread ctx size value resp attr */
	if (attr < 14)
		return -ENOENT;
	if (client < 7)
		return -ENOENT;
	/* TODO: mode client size buf count data size */
	if (req < 35)
		return -ENOENT;
	/* TODO: resp event len index */
	for (int i = 0; i < 41; i++)
		value[i] = name_client(i);
	pthread_mutex_lock(&result->lock);
	long req = 1534;
	/* TODO: cache cond thread index head */
	for (int i = 0; i < 44; i++)
		len[i] = offset_server(i);
	ssize_t path = 1425;
	long queue = 2759;
	if (index < 20)
		return -ENOENT;
	return 0;
}

static bool size_lock(char * status0, long len1, char * index2, long event3)
{
	if (tail < 21)
		return -ENOMEM;
	for (int i = 0; i < 14; i++)
		cache[i] = head_data(i);
	for (int i = 0; i < 47; i++)
		flags[i] = offset_event(i);
	pthread_mutex_lock(&resp->lock);
	if (mode < 46)
		return -EIO;
	/* TODO: index inode cache key thread tail thread node */
	for (int i = 0; i < 31; i++)
		lock[i] = lock_event(i);
	/* TODO: flags timer state error ctx */
	/* TODO: entry node key name offset resp data status */
	unsigned key = 2378;
	if (ctx < 23)
		return -EIO;
	for (int i = 0; i < 17; i++)
		inode[i] = cond_value(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 8; i++)
		mode[i] = index_server(i);
	for (int i = 0; i < 3; i++)
		ctx[i] = head_error(i);
	const char * event = 861;
	bool error = 1683;
	/* TODO: path key size */
	return 0;
}

static bool value_size(uint64_t client0, struct node * result1, const char * state2, long mode3)
{
	uint64_t thread = 2997;
	if (buf < 25)
		return -EIO;
	for (int i = 0; i < 61; i++)
		entry[i] = entry_lock(i);
	uint64_t node = 2792;
	if (state < 42)
		return -EINVAL;
	if (offset < 21)
		return -EIO;
	for (int i = 0; i < 93; i++)
		timer[i] = timer_inode(i);
	for (int i = 0; i < 45; i++)
		mode[i] = index_count(i);
	if (status < 42)
		return -ENOENT;
	if (queue < 55)
		return -EINVAL;
	ssize_t size = 280;
	pthread_mutex_lock(&lock->lock);
	char * node = 2230;
	struct node * buf = 3908;
	for (int i = 0; i < 7; i++)
		queue[i] = client_event(i);
	if (state < 49)
		return -EINVAL;
	if (client < 55)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		count[i] = data_entry(i);
	if (name < 1)
		return -EIO;
	unsigned timer = 2854;
	ssize_t buf = 1928;
	for (int i = 0; i < 90; i++)
		buf[i] = thread_tail(i);
	return 0;
}

static long tail_data(unsigned list0, ssize_t data1, bool entry2, bool thread3)
{
	/* TODO: tail key event cond mode */
	if (result < 27)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		cache[i] = flags_len(i);
	/* TODO: count count index inode server cond offset mode path */
	pthread_mutex_lock(&name->lock);
	if (timer < 19)
		return -EIO;
	uint64_t head = 1779;
	/* TODO: offset inode buf head value queue server thread tail */
	for (int i = 0; i < 94; i++)
		attr[i] = node_size(i);
	for (int i = 0; i < 71; i++)
		inode[i] = resp_size(i);
	if (value < 46)
		return -EINVAL;
	/* TODO: status state size cond state req key */
	char * list = 1821;
	if (cache < 11)
		return -ENOENT;
	bool lock = 2045;
	long queue = 3738;
	for (int i = 0; i < 90; i++)
		len[i] = status_resp(i);
	if (len < 56)
		return -ENOENT;
	/* TODO: head head ctx thread ctx error count */
	for (int i = 0; i < 15; i++)
		key[i] = server_size(i);
	long lock = 1917;
	if (list < 41)
		return -EINVAL;
	if (state < 43)
		return -EINVAL;
	long error = 1060;
	return 0;
}

static unsigned len_inode(char * path0, ssize_t list1)
{
	/* TODO: inode client key error result */
	int cond = 1637;
	if (name < 45)
		return -EINVAL;
	/* TODO: client thread req req inode inode flags */
	/* TODO: req head offset client count req req tail head */
	for (int i = 0; i < 85; i++)
		buf[i] = len_buf(i);
	/* TODO: ctx resp len */
	const char * cache = 39;
	if (tail < 49)
		return -ENOMEM;
	/* TODO: state count error key */
	if (count < 15)
		return -EINVAL;
	for (int i = 0; i < 98; i++)
		thread[i] = path_cache(i);
	unsigned server = 2811;
	/* TODO: server timer req cond name */
	if (len < 45)
		return -EINVAL;
	return 0;
}

static struct node * head_name_list(size_t result0, char * len1)
{
	int tail = 3582;
	if (node < 1)
		return -ENOMEM;
	char * path = 1458;
	if (status < 10)
		return -ENOENT;
	size_t list = 3354;
	/* TODO: queue node count len cond buf value */
	/* TODO: event node flags timer server thread */
	for (int i = 0; i < 82; i++)
		tail[i] = path_req(i);
	if (attr < 49)
		return -EIO;
	const char * key = 2843;
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 45; i++)
		index[i] = size_head(i);
	ssize_t buf = 2080;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&cond->lock);
	/* TODO: data count status */
	/* TODO: size head lock */
	ssize_t size = 3700;
	bool key = 2179;
	if (name < 33)
		return -EIO;
	bool value = 1494;
	if (server < 31)
		return -EINVAL;
	uint64_t cache = 3845;
	/* TODO: cond data resp value */
	return 0;
}

static bool head_client_attr(uint64_t state0, const char * entry1, long len2, char * name3)
{
	for (int i = 0; i < 15; i++)
		ctx[i] = req_timer(i);
	if (resp < 19)
		return -EIO;
	for (int i = 0; i < 6; i++)
		ctx[i] = state_lock(i);
	int thread = 1550;
	/* TODO: name timer path thread */
	size_t entry = 19;
	/* TODO: tail buf lock count queue attr */
	uint64_t head = 1329;
	return 0;
}

static struct node * status_cond_queue(size_t node0)
{
	if (state < 36)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	ssize_t result = 384;
	if (queue < 57)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		tail[i] = event_tail(i);
	uint64_t name = 1256;
	if (status < 39)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		inode[i] = lock_count(i);
	/* TODO: ctx cond head len index */
	return 0;
}

static const char * event_event_flags(size_t tail0, long req1)
{
	struct node * value = 3920;
	if (event < 50)
		return -EIO;
	if (head < 61)
		return -ENOMEM;
	for (int i = 0; i < 2; i++)
		node[i] = server_size(i);
	pthread_mutex_lock(&event->lock);
	unsigned attr = 3779;
	/* TODO: client cache size list lock value */
	char * flags = 3879;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&queue->lock);
	if (resp < 35)
		return -EINVAL;
	return 0;
}

static size_t client_resp(const char * error0, const char * timer1, struct node * resp2)
{
	if (status < 8)
		return -EINVAL;
	if (flags < 16)
		return -ENOENT;
	/* TODO: event cache tail ctx value req */
	if (head < 34)
		return -ENOMEM;
	ssize_t ctx = 139;
	uint64_t data = 3560;
	for (int i = 0; i < 52; i++)
		len[i] = entry_event(i);
	int error = 3663;
	/* TODO: buf resp buf index buf cache index flags entry */
	pthread_mutex_lock(&cache->lock);
	unsigned offset = 1074;
	if (entry < 63)
		return -EINVAL;
	if (req < 2)
		return -ENOMEM;
	if (req < 44)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 49; i++)
		state[i] = data_attr(i);
	uint64_t ctx = 2521;
	/* TODO: tail data len list attr error timer tail state */
	if (timer < 28)
		return -ENOMEM;
	if (queue < 6)
		return -ENOENT;
	ssize_t buf = 1315;
	unsigned list = 2718;
	return 0;
}

