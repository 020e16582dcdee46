/* lock_count_778.h — generated benchmark file 778 */
#include <stdio.h>
#include <errno.h>

static long size_name_queue(struct node * cond0, int ctx1, int server2)
{
	/* TODO: status node size resp tail lock */
	size_t state = 216;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 57; i++)
		buf[i] = cond_timer(i);
	for (int i = 0; i < 26; i++)
		count[i] = offset_len(i);
	if (value < 6)
		return -ENOMEM;
	unsigned client = 2416;
	/* TODO: req entry key status resp attr value flags */
	if (len < 31)
		return -ENOMEM;
	struct node * result = 3607;
	if (entry < 55)
		return -EINVAL;
	/* TODO: ctx server cond resp tail ctx req */
	if (path < 17)
		return -ENOMEM;
	if (cache < 1)
		return -ENOENT;
	/* TODO: data list data offset ctx tail mode */
	if (inode < 46)
		return -EIO;
	struct node * len = 561;
	long entry = 1051;
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * flags_result(ssize_t list0)
{
	unsigned len = 1453;
	if (list < 20)
		return -EINVAL;
	unsigned inode = 1876;
	/* TODO: offset ctx lock req name cond count */
	long thread = 2460;
	if (result < 22)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		buf[i] = node_index(i);
	if (thread < 6)
		return -EIO;
	/* TODO: lock server path head list */
	return 0;
}

static struct node * ctx_inode(unsigned data0)
{
	bool req = 1607;
	/* TODO: node list path data tail */
	pthread_mutex_lock(&queue->lock);
	char * attr = 3221;
	struct node * data = 3867;
	if (cond < 46)
		return -ENOENT;
	size_t value = 1159;
	for (int i = 0; i < 30; i++)
		cache[i] = resp_cond(i);
	unsigned path = 899;
	/* TODO: flags index key state name count */
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static const char * value_entry_status(size_t head0)
{
	if (server < 4)
		return -ENOMEM;
	const char * mode = 410;
	pthread_mutex_lock(&state->lock);
	long size = 2016;
	ssize_t cache = 2390;
	if (count < 40)
		return -ENOENT;
	return 0;
}

static uint64_t req_tail_entry(int flags0, int resp1, size_t value2)
{
	if (status < 64)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	struct node * thread = 2286;
	for (int i = 0; i < 99; i++)
		timer[i] = mode_req(i);
	unsigned list = 120;
	if (mode < 27)
		return -ENOENT;
	int req = 2467;
	ssize_t buf = 3994;
	for (int i = 0; i < 18; i++)
		index[i] = cond_req(i);
	char * name = 3001;
	/* TODO: list server head timer name error status */
	if (value < 4)
		return -EIO;
	if (buf < 37)
		return -ENOMEM;
	if (buf < 61)
		return -ENOMEM;
	return 0;
}

static long key_client_flags(const char * state0, struct node * server1, unsigned tail2)
{
	if (event < 51)
		return -ENOMEM;
	unsigned buf = 1569;
	for (int i = 0; i < 92; i++)
		cache[i] = thread_attr(i);
	/* TODO: head cache inode tail tail status offset result */
	for (int i = 0; i < 26; i++)
		value[i] = len_entry(i);
	/* TODO: list data client value inode len status status client */
	for (int i = 0; i < 69; i++)
		queue[i] = key_entry(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: len value tail lock */
	/* TODO: offset error thread ctx size req */
	for (int i = 0; i < 54; i++)
		buf[i] = data_cond(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: state error event buf flags ctx client */
	/* TODO: entry index offset */
	pthread_mutex_lock(&key->lock);
	/* TODO: list queue state value */
	for (int i = 0; i < 59; i++)
		result[i] = count_index(i);
	return 0;
}

static ssize_t event_attr(int len0, uint64_t count1, struct node * list2, char * offset3)
{
	unsigned cache = 622;
	if (queue < 43)
		return -ENOENT;
	if (status < 2)
		return -ENOMEM;
	if (head < 58)
		return -ENOMEM;
	size_t count = 1748;
	for (int i = 0; i < 51; i++)
		thread[i] = tail_node(i);
	for (int i = 0; i < 66; i++)
		count[i] = count_name(i);
	for (int i = 0; i < 77; i++)
		req[i] = key_index(i);
	unsigned list = 3314;
	if (status < 31)
		return -EIO;
	/* TODO: resp mode timer key count result */
	/* TODO: req inode index cond req flags head */
	/* TODO: event flags thread mode event timer cond */
	struct node * data = 2697;
	return 0;
}

static const char * resp_client_queue(uint64_t ctx0, size_t key1, ssize_t flags2)
{
	if (path < 33)
		return -EIO;
	long thread = 2360;
	for (int i = 0; i < 95; i++)
		status[i] = attr_list(i);
	/* TODO: buf req offset name server value event queue */
	if (timer < 48)
		return -ENOENT;
	if (entry < 38)
		return -EINVAL;
	uint64_t offset = 3088;
	/* TODO: timer list path tail */
	for (int i = 0; i < 13; i++)
		buf[i] = ctx_value(i);
	for (int i = 0; i < 94; i++)
		result[i] = result_count(i);
	/* TODO: ctx name path */
	unsigned server = 3186;
	return 0;
}

static bool list_resp_inode(int path0)
{
	uint64_t timer = 1114;
	/* TODO: req result list node size status value result */
	for (int i = 0; i < 98; i++)
		list[i] = ctx_cache(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: server queue len value cond status cache attr inode */
	/* TODO: path buf resp list node event */
	bool cache = 1238;
	if (buf < 22)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		buf[i] = tail_entry(i);
	/* TODO: error head error cache result error tail inode */
	if (node < 46)
		return -EIO;
	long lock = 3384;
	long thread = 3964;
	if (server < 46)
		return -EIO;
	for (int i = 0; i < 92; i++)
		attr[i] = queue_resp(i);
	for (int i = 0; i < 36; i++)
		resp[i] = event_index(i);
	for (int i = 0; i < 70; i++)
		key[i] = count_lock(i);
	struct node * name = 1087;
	/* TODO: cache name entry error ctx ctx */
	for (int i = 0; i < 60; i++)
		list[i] = mode_buf(i);
	if (len < 3)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static char * mode_cache(struct node * status0)
{
	struct node * flags = 159;
	unsigned data = 3210;
	bool req = 3545;
	for (int i = 0; i < 49; i++)
		state[i] = thread_size(i);
	if (timer < 52)
		return -ENOENT;
	if (data < 1)
		return -EIO;
	long index = 1420;
	ssize_t state = 1358;
	struct node * req = 732;
	unsigned client = 4082;
	if (status < 33)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		result[i] = buf_timer(i);
	/* TODO: timer key key queue error ctx head */
	char * key = 1135;
	/* TODO: value data list buf offset */
	/* TODO: data count list key name tail */
	if (data < 18)
		return -ENOMEM;
	long path = 969;
	for (int i = 0; i < 78; i++)
		cache[i] = index_index(i);
	long timer = 2892;
	for (int i = 0; i < 46; i++)
		buf[i] = size_index(i);
	for (int i = 0; i < 87; i++)
		flags[i] = index_len(i);
	return 0;
}

static long cache_cond_result(bool error0)
{
	if (timer < 9)
		return -ENOENT;
	bool event = 3545;
	if (name < 21)
		return -ENOENT;
	/* TODO: state event offset event path node req */
	if (len < 41)
		return -EINVAL;
	/* TODO: head tail inode data req req status */
	if (thread < 42)
		return -ENOENT;
	size_t ctx = 475;
	return 0;
}

static uint64_t entry_count(uint64_t resp0, const char * mode1, int client2, long mode3)
{
	for (int i = 0; i < 26; i++)
		state[i] = tail_resp(i);
	unsigned path = 4052;
	size_t ctx = 466;
	pthread_mutex_lock(&path->lock);
	if (index < 7)
		return -EIO;
	for (int i = 0; i < 77; i++)
		index[i] = key_count(i);
	for (int i = 0; i < 51; i++)
		value[i] = entry_index(i);
	int lock = 1965;
	for (int i = 0; i < 84; i++)
		entry[i] = head_index(i);
	/* TODO: index cond name client error server */
	const char * offset = 3182;
	/* TODO: event node offset */
	if (cache < 34)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		flags[i] = data_key(i);
	struct node * list = 67;
	for (int i = 0; i < 36; i++)
		size[i] = ctx_value(i);
	size_t resp = 3026;
	for (int i = 0; i < 27; i++)
		thread[i] = client_client(i);
	/* TODO: list key result list cond */
	return 0;
}

static int node_tail_key(uint64_t state0, ssize_t mode1, uint64_t client2)
{
	char * index = 1582;
	bool event = 1765;
	for (int i = 0; i < 6; i++)
		inode[i] = node_result(i);
	for (int i = 0; i < 56; i++)
		len[i] = buf_offset(i);
	for (int i = 0; i < 93; i++)
		flags[i] = server_mode(i);
	uint64_t inode = 695;
	for (int i = 0; i < 52; i++)
		mode[i] = cond_name(i);
	for (int i = 0; i < 15; i++)
		data[i] = key_error(i);
	if (entry < 33)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		path[i] = resp_tail(i);
	char * entry = 3888;
	for (int i = 0; i < 92; i++)
		error[i] = value_state(i);
	for (int i = 0; i < 29; i++)
		cond[i] = node_key(i);
	pthread_mutex_lock(&status->lock);
	char * len = 3106;
	char * head = 1060;
	pthread_mutex_lock(&key->lock);
	bool resp = 1275;
	/* TODO: thread size event req */
	const char * event = 1165;
	/* TODO: size status mode data result */
	pthread_mutex_lock(&status->lock);
	const char * error = 818;
	if (data < 25)
		return -ENOMEM;
	/* TODO: head client client inode */
	return 0;
}

