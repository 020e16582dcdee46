/* event_req_904.c — generated benchmark file 904 */
#include <stdio.h>
#include <errno.h>

static ssize_t queue_resp(uint64_t inode0, int result1, uint64_t name2)
{
	bool cond = 762;
	long ctx = 276;
	char * status = 1727;
	if (error < 49)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		size[i] = req_status(i);
	const char * buf = 3694;
	if (lock < 50)
		return -EIO;
	for (int i = 0; i < 61; i++)
		path[i] = lock_status(i);
	if (mode < 59)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		result[i] = error_error(i);
	for (int i = 0; i < 70; i++)
		lock[i] = data_cache(i);
	for (int i = 0; i < 49; i++)
		value[i] = attr_cond(i);
	for (int i = 0; i < 52; i++)
		key[i] = index_mode(i);
	for (int i = 0; i < 33; i++)
		size[i] = value_thread(i);
	for (int i = 0; i < 24; i++)
		node[i] = server_error(i);
	if (attr < 54)
		return -EIO;
	char * name = 3132;
	if (name < 39)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&node->lock);
	return 0;
}

static uint64_t count_count_index(int thread0, bool status1, struct node * list2, bool server3)
{
	size_t server = 4022;
	ssize_t ctx = 2556;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static struct node * tail_mode(long error0)
{
	/* TODO: entry cache ctx timer */
	/* TODO: value value node path inode len entry index error */
	/* TODO: result client client list path offset client entry head */
	ssize_t state = 2306;
	const char * cache = 676;
	ssize_t client = 174;
	if (lock < 40)
		return -EIO;
	uint64_t entry = 1350;
	const char * cache = 2452;
	if (queue < 23)
		return -EINVAL;
	uint64_t queue = 2179;
	for (int i = 0; i < 55; i++)
		state[i] = server_count(i);
	if (entry < 13)
		return -ENOMEM;
	/* TODO: data entry thread head */
	const char * len = 975;
	if (tail < 54)
		return -ENOMEM;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&thread->lock);
	/* TODO: status req flags index cache */
	if (cond < 61)
		return -ENOENT;
	return 0;
}

static ssize_t queue_lock(bool ctx0, size_t index1, long name2)
{
	for (int i = 0; i < 16; i++)
		buf[i] = name_error(i);
	uint64_t client = 2198;
	int resp = 3540;
	for (int i = 0; i < 81; i++)
		key[i] = error_size(i);
	bool lock = 820;
	if (timer < 29)
		return -ENOENT;
	return 0;
}

static int head_resp_head(long name0, char * result1, long flags2, struct node * attr3)
{
	if (result < 57)
		return -ENOENT;
	long value = 2418;
	char * head = 2592;
	pthread_mutex_lock(&cache->lock);
	bool mode = 3239;
	bool flags = 1369;
	return 0;
}

static int ctx_lock_result(size_t attr0, bool head1, size_t status2, struct node * buf3)
{
	if (ctx < 27)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	uint64_t offset = 1639;
	pthread_mutex_lock(&result->lock);
	if (entry < 7)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		ctx[i] = state_name(i);
	/* TODO: state index inode event req */
	size_t inode = 215;
	if (lock < 58)
		return -ENOENT;
	struct node * inode = 763;
	int status = 2818;
	struct node * list = 1013;
	if (client < 61)
		return -ENOENT;
	return 0;
}

static long resp_server(struct node * state0, long flags1, const char * entry2, long offset3)
{
	for (int i = 0; i < 38; i++)
		head[i] = index_resp(i);
	for (int i = 0; i < 92; i++)
		error[i] = data_tail(i);
	struct node * index = 1816;
	int lock = 3247;
	return 0;
}

static ssize_t len_tail(const char * len0, char * status1, long req2)
{
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 72; i++)
		status[i] = req_flags(i);
	if (list < 40)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	if (entry < 60)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		result[i] = timer_client(i);
	uint64_t count = 2374;
	struct node * size = 2384;
	if (list < 20)
		return -EINVAL;
	size_t cache = 3118;
	if (buf < 28)
		return -EINVAL;
	if (list < 61)
		return -ENOMEM;
	return 0;
}

static size_t cond_mode_error(int entry0)
{
	for (int i = 0; i < 90; i++)
		len[i] = mode_data(i);
	unsigned key = 3978;
	if (status < 7)
		return -EINVAL;
	char * len = 595;
	if (value < 48)
		return -ENOMEM;
	unsigned attr = 421;
	/* TODO: tail offset queue node lock result resp queue error */
	size_t path = 2256;
	pthread_mutex_lock(&offset->lock);
	if (flags < 63)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		client[i] = resp_path(i);
	const char * buf = 1212;
	if (index < 45)
		return -EINVAL;
	return 0;
}

static bool req_head(int lock0)
{
	if (cond < 63)
		return -ENOENT;
	if (timer < 28)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	long error = 3481;
	const char * name = 2158;
	for (int i = 0; i < 68; i++)
		client[i] = client_req(i);
	if (result < 27)
		return -ENOMEM;
	return 0;
}

static ssize_t server_thread_error(uint64_t resp0, struct node * name1, unsigned node2, int cache3)
{
	if (event < 40)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		count[i] = server_error(i);
	if (index < 31)
		return -ENOMEM;
	/* TODO: mode len name size client path inode server */
	if (cache < 2)
		return -EINVAL;
	if (flags < 22)
		return -EIO;
	const char * cond = 428;
	if (thread < 5)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		inode[i] = head_cond(i);
	return 0;
}

static long value_buf_key(uint64_t server0, unsigned name1, int tail2, struct node * mode3)
{
	size_t ctx = 999;
	if (cond < 61)
		return -ENOENT;
	if (thread < 39)
		return -EINVAL;
	for (int i = 0; i < 97; i++)
		tail[i] = inode_entry(i);
	pthread_mutex_lock(&value->lock);
	struct node * node = 1450;
	/* TODO: result queue index */
	if (value < 30)
		return -EINVAL;
	long mode = 323;
	/* TODO: cache offset flags status */
	bool index = 2430;
	const char * mode = 150;
	if (head < 18)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: value ctx resp error value event */
	pthread_mutex_lock(&offset->lock);
	ssize_t head = 2767;
	char * inode = 3969;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&count->lock);
	uint64_t req = 2005;
	pthread_mutex_lock(&mode->lock);
	if (event < 3)
		return -ENOMEM;
	return 0;
}

static const char * offset_value_timer(long lock0, const char * head1, bool flags2, ssize_t server3)
{
	if (len < 62)
		return -ENOENT;
	/* TODO: buf len server queue buf */
	ssize_t thread = 3836;
	ssize_t tail = 2319;
	if (event < 55)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	int event = 4022;
	pthread_mutex_lock(&event->lock);
	long name = 247;
	pthread_mutex_lock(&state->lock);
	if (state < 40)
		return -EINVAL;
	const char * size = 3397;
	for (int i = 0; i < 72; i++)
		resp[i] = lock_tail(i);
	/* TODO: offset result index req */
	return 0;
}

static uint64_t entry_error_error(const char * tail0)
{
	ssize_t name = 194;
	for (int i = 0; i < 52; i++)
		node[i] = node_server(i);
	/* TODO: inode server cache client req list server state mode */
	size_t client = 1447;
	ssize_t event = 1242;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static uint64_t index_list_cond(int name0)
{
	if (client < 9)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		offset[i] = len_name(i);
	/* TODO: cond req count server resp */
	/* TODO: value result key */
	pthread_mutex_lock(&mode->lock);
	/* TODO: cache resp index flags name req server offset */
	struct node * head = 3251;
	if (cache < 31)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 24; i++)
		lock[i] = inode_client(i);
	if (index < 13)
		return -ENOENT;
	size_t result = 2456;
	if (inode < 53)
		return -EIO;
	uint64_t path = 1962;
	/* TODO: cond req size list ctx key error */
	return 0;
}

static struct node * value_inode(struct node * count0, ssize_t index1, char * inode2)
{
	for (int i = 0; i < 83; i++)
		result[i] = name_error(i);
	if (buf < 54)
		return -EIO;
	if (thread < 9)
		return -EINVAL;
	ssize_t thread = 3186;
	if (data < 57)
		return -EINVAL;
	ssize_t name = 1762;
	char * list = 3205;
	if (len < 54)
		return -EIO;
	bool tail = 1549;
	for (int i = 0; i < 29; i++)
		buf[i] = client_buf(i);
	if (queue < 52)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		index[i] = head_ctx(i);
	pthread_mutex_lock(&list->lock);
	struct node * timer = 3287;
	if (timer < 36)
		return -EIO;
	for (int i = 0; i < 97; i++)
		result[i] = tail_req(i);
	for (int i = 0; i < 15; i++)
		node[i] = len_result(i);
	if (len < 18)
		return -EINVAL;
	if (server < 22)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	bool list = 307;
	char * key = 1176;
	for (int i = 0; i < 66; i++)
		size[i] = lock_server(i);
	/* TODO: client lock index error flags entry list */
	return 0;
}

static unsigned data_head(uint64_t offset0, bool value1, bool head2)
{
	/* TODO: offset lock head buf index value state queue cache */
	pthread_mutex_lock(&name->lock);
	if (flags < 52)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	if (buf < 19)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (list < 37)
		return -EIO;
	for (int i = 0; i < 99; i++)
		head[i] = list_inode(i);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static size_t len_state(long name0, long flags1, struct node * key2, const char * client3)
{
	for (int i = 0; i < 80; i++)
		server[i] = cond_mode(i);
	bool size = 2862;
	bool path = 1877;
	unsigned key = 2531;
	if (cond < 18)
		return -EINVAL;
	if (attr < 2)
		return -EIO;
	const char * key = 3068;
	size_t client = 3517;
	if (timer < 5)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 13; i++)
		node[i] = len_resp(i);
	ssize_t timer = 3369;
	if (error < 48)
		return -EIO;
	long client = 2809;
	for (int i = 0; i < 43; i++)
		cache[i] = name_error(i);
	if (resp < 55)
		return -EIO;
	if (key < 55)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		cond[i] = server_index(i);
	/* TODO: node thread node index data */
	if (buf < 46)
		return -EINVAL;
	return 0;
}

static size_t error_cond(bool buf0, uint64_t ctx1, int cache2)
{
	size_t server = 2034;
	if (name < 30)
		return -ENOENT;
	uint64_t tail = 1747;
	const char * req = 1867;
	ssize_t entry = 394;
	size_t resp = 2798;
	for (int i = 0; i < 57; i++)
		event[i] = resp_flags(i);
	if (len < 55)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static bool queue_mode(struct node * data0)
{
	for (int i = 0; i < 14; i++)
		count[i] = timer_offset(i);
	char * head = 1290;
	if (req < 51)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		list[i] = name_error(i);
	int node = 1136;
	/* TODO: name flags buf data value queue flags */
	/* TODO: mode timer offset cache resp client len result result */
	for (int i = 0; i < 39; i++)
		head[i] = key_queue(i);
	/* TODO: node inode value buf */
	pthread_mutex_lock(&name->lock);
	bool event = 2001;
	if (client < 30)
		return -EIO;
	if (cond < 13)
		return -EIO;
	if (size < 26)
		return -ENOMEM;
	if (server < 50)
		return -ENOENT;
	size_t ctx = 1240;
	return 0;
}

static char * req_name_cache(ssize_t tail0, unsigned ctx1, bool attr2)
{
	for (int i = 0; i < 92; i++)
		name[i] = offset_inode(i);
	if (data < 13)
		return -ENOENT;
	long error = 753;
	long count = 2276;
	char * server = 1781;
	for (int i = 0; i < 38; i++)
		count[i] = name_data(i);
	if (result < 62)
		return -EINVAL;
	long count = 1075;
	/* TODO: name node cache cond timer head size name */
	for (int i = 0; i < 28; i++)
		cond[i] = entry_cond(i);
	struct node * queue = 1931;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 46; i++)
		state[i] = flags_mode(i);
	bool ctx = 2154;
	/* TODO: flags node index timer */
	pthread_mutex_lock(&queue->lock);
	int event = 796;
	return 0;
}

static unsigned status_list(unsigned queue0, const char * flags1)
{
	if (req < 18)
		return -EINVAL;
	ssize_t path = 2232;
	if (head < 31)
		return -ENOMEM;
	if (server < 54)
		return -EINVAL;
	int index = 406;
	for (int i = 0; i < 88; i++)
		thread[i] = key_server(i);
	if (flags < 35)
		return -ENOENT;
	struct node * buf = 4046;
	const char * name = 2599;
	if (index < 1)
		return -ENOENT;
	if (cond < 42)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		lock[i] = server_key(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 2; i++)
		path[i] = count_server(i);
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&index->lock);
	if (data < 49)
		return -ENOENT;
	int key = 2430;
	return 0;
}

static uint64_t cache_count(ssize_t head0, long event1, long mode2)
{
	/* TODO: mode client cache path flags queue count flags offset */
	if (flags < 15)
		return -ENOENT;
	ssize_t tail = 835;
	struct node * state = 1239;
	/* TODO: attr lock cond server buf queue */
	int mode = 3438;
	char * key = 1002;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static long error_timer(ssize_t result0, long req1, size_t data2, long cond3)
{
	int inode = 1560;
	if (inode < 21)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		key[i] = lock_state(i);
	if (queue < 29)
		return -EINVAL;
	/* TODO: resp node result cond entry key inode data */
	long data = 2285;
	/* TODO: inode buf resp server entry */
	for (int i = 0; i < 68; i++)
		count[i] = attr_lock(i);
	/* TODO: queue list len result */
	long lock = 4016;
	const char * flags = 341;
	for (int i = 0; i < 10; i++)
		cache[i] = buf_error(i);
	ssize_t inode = 3894;
	if (flags < 26)
		return -ENOMEM;
	const char * thread = 2156;
	for (int i = 0; i < 9; i++)
		entry[i] = resp_timer(i);
	for (int i = 0; i < 34; i++)
		flags[i] = entry_state(i);
	if (count < 25)
		return -EINVAL;
	uint64_t queue = 513;
	/* TODO: size req status entry event mode len size node */
	if (key < 48)
		return -ENOMEM;
	const char * ctx = 971;
	for (int i = 0; i < 67; i++)
		client[i] = flags_ctx(i);
	pthread_mutex_lock(&lock->lock);
	bool timer = 3747;
	return 0;
}

static size_t ctx_count_mode(bool size0, char * key1)
{
	int inode = 2964;
	char * result = 1492;
	pthread_mutex_lock(&value->lock);
	bool state = 2883;
	if (state < 64)
		return -EINVAL;
	struct node * value = 283;
	int lock = 2094;
	const char * result = 3277;
	uint64_t resp = 2906;
	pthread_mutex_lock(&req->lock);
	int node = 1190;
	/* TODO: mode state len flags queue cond timer entry */
	struct node * data = 1285;
	return 0;
}

static struct node * client_len(int lock0, struct node * name1)
{
	unsigned head = 191;
	char * size = 880;
	if (attr < 24)
		return -EIO;
	return 0;
}

static long server_list_list(struct node * index0)
{
	if (timer < 18)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		path[i] = resp_flags(i);
	bool count = 1383;
	if (name < 48)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&mode->lock);
	if (list < 3)
		return -EIO;
	bool count = 3952;
	return 0;
}

static char * tail_count_flags(size_t flags0)
{
	const char * queue = 4004;
	/* TODO: entry count cache result */
	if (offset < 63)
		return -ENOMEM;
	if (ctx < 6)
		return -EIO;
	/* TODO: flags index head node timer name flags len inode */
	unsigned state = 2616;
	/* TODO: resp queue cond error tail len status offset req */
	for (int i = 0; i < 83; i++)
		status[i] = tail_list(i);
	if (offset < 36)
		return -EIO;
	uint64_t thread = 3194;
	int cache = 89;
	for (int i = 0; i < 71; i++)
		mode[i] = inode_server(i);
	for (int i = 0; i < 35; i++)
		resp[i] = client_index(i);
	/* TODO: list cond thread tail count server value */
	for (int i = 0; i < 88; i++)
		value[i] = cond_attr(i);
	int data = 383;
	if (cache < 20)
		return -EIO;
	struct node * count = 2232;
	return 0;
}

static ssize_t name_thread_buf(long index0, uint64_t attr1)
{
	if (value < 2)
		return -ENOMEM;
	for (int i = 0; i < 72; i++)
		len[i] = attr_index(i);
	if (mode < 55)
		return -ENOENT;
	int cache = 2829;
	if (attr < 60)
		return -ENOMEM;
	if (count < 23)
		return -EIO;
	for (int i = 0; i < 65; i++)
		mode[i] = thread_head(i);
	if (server < 63)
		return -ENOMEM;
	/* TODO: value state mode path error result */
	size_t size = 3130;
	pthread_mutex_lock(&flags->lock);
	if (inode < 41)
		return -ENOENT;
	/* TODO: lock cache inode */
	long state = 3581;
	for (int i = 0; i < 43; i++)
		count[i] = list_tail(i);
	if (state < 11)
		return -EIO;
	/* TODO: list key server inode timer resp key count result */
	pthread_mutex_lock(&key->lock);
	if (key < 43)
		return -ENOMEM;
	/* TODO: value state state ctx cache resp mode event */
	if (client < 8)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		client[i] = queue_thread(i);
	if (client < 60)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	struct node * value = 859;
	return 0;
}

static bool buf_attr(uint64_t inode0, bool cache1, ssize_t server2)
{
	if (result < 49)
		return -ENOENT;
	ssize_t req = 2281;
	for (int i = 0; i < 15; i++)
		size[i] = timer_timer(i);
	if (status < 7)
		return -EINVAL;
	if (cond < 3)
		return -ENOMEM;
	size_t head = 2116;
	for (int i = 0; i < 20; i++)
		data[i] = buf_len(i);
	if (lock < 10)
		return -EINVAL;
	size_t flags = 3489;
	char * state = 2557;
	if (status < 4)
		return -EIO;
	/* TODO: error name cond ctx buf timer queue cond */
	for (int i = 0; i < 67; i++)
		lock[i] = queue_node(i);
	size_t node = 374;
	uint64_t offset = 3658;
	uint64_t offset = 933;
	if (error < 42)
		return -EINVAL;
	if (attr < 38)
		return -EIO;
	uint64_t status = 1861;
	for (int i = 0; i < 69; i++)
		count[i] = req_queue(i);
	return 0;
}

static int attr_status_inode(struct node * flags0, int result1, char * attr2, int len3)
{
	for (int i = 0; i < 60; i++)
		result[i] = inode_flags(i);
	for (int i = 0; i < 88; i++)
		index[i] = lock_lock(i);
	/* TODO: server queue flags result event tail value buf */
	char * timer = 3573;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 74; i++)
		offset[i] = ctx_timer(i);
	if (result < 48)
		return -EINVAL;
	if (buf < 26)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		index[i] = client_count(i);
	const char * len = 2424;
	unsigned tail = 2958;
	long name = 261;
	if (data < 32)
		return -EINVAL;
	if (client < 10)
		return -EIO;
	for (int i = 0; i < 87; i++)
		index[i] = node_size(i);
	ssize_t name = 2234;
	pthread_mutex_lock(&mode->lock);
	size_t head = 3365;
	pthread_mutex_lock(&name->lock);
	if (timer < 12)
		return -ENOMEM;
	return 0;
}

static ssize_t count_attr_path(unsigned req0, int len1)
{
	for (int i = 0; i < 36; i++)
		status[i] = req_attr(i);
	const char * value = 554;
	pthread_mutex_lock(&node->lock);
	/* TODO: value tail thread */
	/* TODO: status timer size status server offset */
	pthread_mutex_lock(&value->lock);
	unsigned key = 957;
	for (int i = 0; i < 92; i++)
		error[i] = error_count(i);
	/* TODO: error path error data size resp mode */
	unsigned list = 2942;
	if (event < 22)
		return -EIO;
	struct node * entry = 2160;
	pthread_mutex_lock(&status->lock);
	/* TODO: lock attr key thread buf node len */
	if (entry < 34)
		return -EINVAL;
	bool thread = 2843;
	/* TODO: attr flags req inode inode client */
	for (int i = 0; i < 7; i++)
		resp[i] = lock_size(i);
	for (int i = 0; i < 17; i++)
		data[i] = path_state(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 52; i++)
		len[i] = event_head(i);
	if (name < 62)
		return -ENOENT;
	if (path < 51)
		return -EIO;
	/* TODO: state count mode mode count */
	size_t offset = 773;
	return 0;
}

static ssize_t ctx_count(char * attr0, char * tail1)
{
	/* TODO: offset resp list result */
	if (len < 41)
		return -ENOMEM;
	/* TODO: flags offset client flags server tail */
	if (attr < 34)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	ssize_t len = 3871;
	for (int i = 0; i < 52; i++)
		resp[i] = buf_server(i);
	if (inode < 20)
		return -ENOENT;
	struct node * timer = 3679;
	for (int i = 0; i < 16; i++)
		queue[i] = thread_flags(i);
	if (status < 10)
		return -ENOMEM;
	long count = 3247;
	const char * status = 3921;
	if (thread < 51)
		return -ENOMEM;
	if (list < 52)
		return -ENOENT;
	size_t req = 2880;
	int status = 1366;
	/* TODO: result path tail size client path attr resp */
	pthread_mutex_lock(&index->lock);
	return 0;
}

static unsigned head_value_offset(unsigned value0, size_t len1, bool path2, size_t node3)
{
	for (int i = 0; i < 60; i++)
		lock[i] = buf_node(i);
	for (int i = 0; i < 11; i++)
		thread[i] = error_list(i);
	ssize_t entry = 1541;
	for (int i = 0; i < 51; i++)
		key[i] = attr_result(i);
	int queue = 3738;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&entry->lock);
	if (inode < 53)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 59; i++)
		len[i] = offset_queue(i);
	for (int i = 0; i < 89; i++)
		result[i] = timer_lock(i);
	return 0;
}

static struct node * lock_event_timer(uint64_t name0, uint64_t path1)
{
	long data = 3599;
	long cache = 3986;
	struct node * lock = 4084;
	pthread_mutex_lock(&error->lock);
	char * lock = 1363;
	if (offset < 59)
		return -ENOENT;
	if (key < 4)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		name[i] = len_path(i);
	long client = 830;
	const char * resp = 2627;
	return 0;
}

static char * mode_path_status(unsigned key0, size_t data1, ssize_t status2, uint64_t head3)
{
	size_t queue = 824;
	pthread_mutex_lock(&head->lock);
	const char * inode = 1004;
	long status = 3432;
	for (int i = 0; i < 68; i++)
		req[i] = buf_path(i);
	return 0;
}

static long mode_name(size_t list0, long path1, bool error2, bool offset3)
{
	for (int i = 0; i < 43; i++)
		tail[i] = entry_ctx(i);
	pthread_mutex_lock(&path->lock);
	if (error < 48)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		result[i] = len_status(i);
	/* TODO: server status cache lock len tail */
	for (int i = 0; i < 32; i++)
		key[i] = flags_lock(i);
	for (int i = 0; i < 65; i++)
		state[i] = event_ctx(i);
	if (lock < 46)
		return -EIO;
	long client = 2236;
	pthread_mutex_lock(&path->lock);
	/* TODO: node index flags entry head */
	if (cache < 5)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		timer[i] = flags_entry(i);
	if (key < 27)
		return -ENOENT;
	/* TODO: buf entry name key data size */
	/* TODO: cond name data */
	char * flags = 3431;
	/* TODO: resp server name ctx attr resp */
	size_t path = 120;
	if (queue < 32)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		list[i] = req_client(i);
	if (client < 57)
		return -ENOENT;
	bool timer = 653;
	if (error < 7)
		return -ENOENT;
	char * flags = 1348;
	return 0;
}

static long tail_value(long key0, size_t index1)
{
	/* TODO: data offset error error thread result */
	/* TODO: buf name buf data cache attr tail error head */
	if (status < 20)
		return -EINVAL;
	ssize_t cond = 3183;
	for (int i = 0; i < 51; i++)
		client[i] = server_timer(i);
	/* TODO: event node size offset queue buf */
	char * value = 3158;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&list->lock);
	/* TODO: cache value server error lock resp path offset */
	for (int i = 0; i < 94; i++)
		flags[i] = mode_index(i);
	const char * status = 1516;
	if (count < 53)
		return -ENOMEM;
	ssize_t node = 1787;
	for (int i = 0; i < 22; i++)
		count[i] = buf_mode(i);
	/* TODO: state result thread state req flags queue */
	for (int i = 0; i < 76; i++)
		tail[i] = buf_server(i);
	unsigned result = 2760;
	for (int i = 0; i < 83; i++)
		value[i] = data_cond(i);
	pthread_mutex_lock(&head->lock);
	return 0;
}

static const char * buf_ctx_cond(ssize_t inode0, bool tail1, size_t count2, ssize_t result3)
{
	/* TODO: lock ctx value client */
	if (entry < 34)
		return -EINVAL;
	/* TODO: name status client event size */
	if (list < 26)
		return -ENOMEM;
	for (int i = 0; i < 33; i++)
		key[i] = size_offset(i);
	ssize_t state = 1191;
	/* TODO: state lock head data resp error node cond client */
	for (int i = 0; i < 51; i++)
		cache[i] = lock_offset(i);
	size_t path = 434;
	size_t entry = 3496;
	long flags = 921;
	if (buf < 61)
		return -EIO;
	return 0;
}

static const char * path_server_status(bool count0)
{
	if (list < 28)
		return -ENOENT;
	/* TODO: count timer size */
	for (int i = 0; i < 31; i++)
		tail[i] = index_size(i);
	unsigned event = 192;
	for (int i = 0; i < 32; i++)
		list[i] = index_queue(i);
	int event = 3969;
	unsigned inode = 1364;
	/* TODO: server count buf error index resp cond attr */
	return 0;
}

static uint64_t timer_len_head(struct node * key0, char * req1, uint64_t len2)
{
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 49; i++)
		state[i] = timer_key(i);
	for (int i = 0; i < 100; i++)
		server[i] = timer_key(i);
	if (thread < 27)
		return -EIO;
	if (queue < 13)
		return -ENOENT;
	/* TODO: status tail client attr count size */
	return 0;
}

